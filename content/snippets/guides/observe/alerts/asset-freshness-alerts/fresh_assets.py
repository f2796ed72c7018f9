from datetime import timedelta

# Dagster 1.11: the freshness API is in preview under `dagster.preview.freshness`.
from dagster.preview.freshness import FreshnessPolicy

import dagster as dg


@dg.asset(
    group_name="marts",
    tags={"tier": "gold"},
    owners=["team:analytics"],
    # Warn after 7 hours without a successful materialization, fail after 9.
    freshness_policy=FreshnessPolicy.time_window(
        fail_window=timedelta(hours=9), warn_window=timedelta(hours=7)
    ),
    automation_condition=dg.AutomationCondition.on_cron("0 */6 * * *"),
)
def revenue_mart() -> None: ...


defs = dg.Definitions(assets=[revenue_mart])
