import dagster as dg
from dagster_duckdb import DuckDBResource

from shop_analytics.lib.money import cents, net_amount


@dg.asset(group_name="sales", owners=["team:sales-analytics"])
def net_order_revenue(warehouse: DuckDBResource) -> dg.MaterializeResult:
    with warehouse.get_connection() as conn:
        rows = conn.execute("select order_id, country, gross_amount from orders").fetchall()
    total_net = sum(net_amount(gross, country) for _, country, gross in rows)
    return dg.MaterializeResult(metadata={"orders": len(rows), "net_revenue_cents": cents(total_net)})
