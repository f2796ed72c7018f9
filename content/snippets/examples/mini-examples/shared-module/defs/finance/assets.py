import dagster as dg
from dagster_duckdb import DuckDBResource

from shop_analytics.lib.money import cents, net_amount


@dg.asset(group_name="finance", owners=["team:finance"])
def net_refunds(warehouse: DuckDBResource) -> dg.MaterializeResult:
    with warehouse.get_connection() as conn:
        rows = conn.execute("select refund_id, country, gross_amount from refunds").fetchall()
    total_net = sum(net_amount(gross, country) for _, country, gross in rows)
    return dg.MaterializeResult(metadata={"refunds": len(rows), "net_refunds_cents": cents(total_net)})
