from dagster_duckdb import DuckDBResource

import dagster as dg


@dg.asset(deps=["raw_orders", "raw_payments"], kinds={"duckdb"}, group_name="analytics")
def customer_revenue(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Revenue per customer in dollars, from completed and shipped orders only."""
    with duckdb.get_connection() as conn:
        conn.execute(
            """
            create or replace table customer_revenue as
            select
                o.user_id as customer_id,
                sum(p.amount) / 100.0 as revenue
            from raw_orders as o
            join raw_payments as p on p.order_id = o.id
            where o.status in ('completed', 'shipped')
            group by o.user_id
            """
        )
        row = conn.execute(
            "select count(*), coalesce(sum(revenue), 0) from customer_revenue"
        ).fetchone()
    customers, total = row if row else (0, 0.0)
    return dg.MaterializeResult(
        metadata={"dagster/row_count": customers, "total_revenue": float(total)}
    )
