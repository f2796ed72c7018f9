from dagster_duckdb import DuckDBResource

import dagster as dg


# Eager: materialize whenever customer_orders has a newer materialization.
@dg.asset(
    deps=[dg.AssetKey("customer_orders")],
    group_name="reporting",
    kinds={"python"},
    automation_condition=dg.AutomationCondition.eager(),
)
def top_customers_report(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        row_count = conn.execute("select count(*) from main.customer_orders").fetchone()
    return dg.MaterializeResult(metadata={"customers": row_count[0] if row_count else 0})
