from datetime import timedelta

# In 1.11 the new freshness policy is imported from dagster.preview.freshness.
from dagster.preview.freshness import FreshnessPolicy

import dagster as dg


# start_freshness
@dg.asset(freshness_policy=FreshnessPolicy.time_window(fail_window=timedelta(hours=24)))
def daily_orders() -> None: ...
# end_freshness


# start_legacy
# Code that still needs the old policy (for example for its lag calculations) uses the new name.
@dg.asset(legacy_freshness_policy=dg.LegacyFreshnessPolicy(maximum_lag_minutes=60))
def hourly_snapshot() -> None: ...
# end_legacy


defs = dg.Definitions(assets=[daily_orders, hourly_snapshot])
