"""Plain Dagster: assets described well enough to be useful once Atlan receives them.

Nothing here is Atlan-specific. The Dagster+ Atlan integration is switched on with
the dagster-cloud CLI, not in code.
"""

import dagster as dg


@dg.asset(
    group_name="sales",
    owners=["team:data-platform"],
    kinds={"snowflake"},
    description="Raw orders copied from the shop database every hour.",
)
def raw_orders() -> None: ...


@dg.asset(
    deps=[raw_orders],
    group_name="sales",
    owners=["team:analytics", "maria@example.com"],
    tags={"domain": "sales", "tier": "gold"},
    kinds={"snowflake", "dbt"},
    description="One row per order and day, with refunds netted out.",
)
def orders_daily() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"dagster/row_count": 48_120})


@dg.asset(
    deps=[orders_daily],
    group_name="sales",
    owners=["team:analytics"],
    kinds={"tableau"},
    description="Revenue dashboard extract used by finance.",
)
def revenue_dashboard_extract() -> None: ...


defs = dg.Definitions(assets=[raw_orders, orders_daily, revenue_dashboard_extract])
