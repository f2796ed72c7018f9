from datetime import timedelta

# Dagster 1.11: the freshness API is in preview under `dagster.preview.freshness`.
from dagster.preview.freshness import FreshnessPolicy

import dagster as dg


@dg.asset(group_name="sales", kinds={"python"})
def orders() -> None: ...


@dg.asset(
    deps=[orders],
    group_name="sales",
    description="Revenue per customer per day, used by the finance dashboard.",  # Description facet
    owners=["team:finance", "ana@example.com"],  # Owner facet
    kinds={"snowflake", "sql"},  # Kind tag facet
    automation_condition=dg.AutomationCondition.eager(),  # Automation facet
    freshness_policy=FreshnessPolicy.time_window(fail_window=timedelta(hours=24)),  # Freshness
)
def daily_revenue() -> None: ...


@dg.asset_check(asset=daily_revenue)  # Asset checks facet
def revenue_not_negative() -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=True)


defs = dg.Definitions(assets=[orders, daily_revenue], asset_checks=[revenue_not_negative])
