from dagster_duckdb import DuckDBResource

import dagster as dg


# `customer_orders` is the asset key of the dbt model models/marts/customer_orders.sql.
@dg.asset(
    deps=[dg.AssetKey("customer_orders")],
    group_name="reporting",
    kinds={"python"},
)
def top_customers_report(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        rows = conn.execute(
            """
            select first_name, last_name, order_count, lifetime_value
            from main.customer_orders
            order by lifetime_value desc
            limit 10
            """
        ).fetchall()

    lines = ["| Customer | Orders | Lifetime value |", "| --- | ---: | ---: |"]
    for first_name, last_name, order_count, lifetime_value in rows:
        lines.append(f"| {first_name} {last_name} | {order_count} | {lifetime_value:.2f} |")

    return dg.MaterializeResult(
        metadata={
            "top_customers": dg.MetadataValue.md("\n".join(lines)),
            "best_customer_value": float(rows[0][3]) if rows else 0.0,
        }
    )
