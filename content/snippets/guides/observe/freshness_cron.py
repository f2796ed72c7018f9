from datetime import timedelta

from dagster.preview.freshness import FreshnessPolicy

import dagster as dg


@dg.asset(
    group_name="finance",
    freshness_policy=FreshnessPolicy.cron(
        # Finance reads this table at 7:00 on weekdays...
        deadline_cron="0 7 * * 1-5",
        # ...and the nightly load may land any time in the four hours before that.
        lower_bound_delta=timedelta(hours=4),
        timezone="America/New_York",
    ),
)
def general_ledger() -> None:
    """Expected to materialize between 03:00 and 07:00 New York time on weekdays."""
    ...
