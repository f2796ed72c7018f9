from datetime import timedelta

from dagster.preview.freshness import FreshnessPolicy

import dagster as dg


# Materialization status, freshness and checks all feed the asset's health.
@dg.asset(
    group_name="sales",
    owners=["team:analytics"],
    freshness_policy=FreshnessPolicy.time_window(
        fail_window=timedelta(hours=24), warn_window=timedelta(hours=20)
    ),
)
def customer_orders() -> dg.MaterializeResult:
    row_count = 1_204  # in a real asset, the number of rows written
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset_check(asset=customer_orders, blocking=True)
def orders_not_empty(context: dg.AssetCheckExecutionContext) -> dg.AssetCheckResult:
    latest = context.instance.get_latest_materialization_event(customer_orders.key)
    row_count = 0
    if latest and latest.asset_materialization:
        row_count = latest.asset_materialization.metadata["dagster/row_count"].value
    return dg.AssetCheckResult(passed=row_count > 0, metadata={"row_count": row_count})


@dg.asset_check(asset=customer_orders)
def few_late_orders() -> dg.AssetCheckResult:
    late_share = 0.03  # in a real check, computed from the table
    return dg.AssetCheckResult(
        passed=late_share < 0.02,
        # A failing WARN check turns health to "Warning" rather than "Degraded".
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"late_share": late_share},
    )
