from dagster_duckdb import DuckDBResource

import dagster as dg


# start_assets
@dg.asset(kinds={"duckdb"})
def raw_orders(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(
            "create or replace table raw_orders as "
            "select * from read_csv_auto('data/orders.csv')"
        )
        (row_count,) = conn.execute("select count(*) from raw_orders").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(kinds={"duckdb"}, deps=[raw_orders])
def orders_by_customer(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(
            "create or replace table orders_by_customer as "
            "select customer_id, count(*) as order_count, sum(amount) as revenue "
            "from raw_orders group by customer_id"
        )
        preview = conn.execute(
            "select * from orders_by_customer order by revenue desc limit 5"
        ).fetchall()
    return dg.MaterializeResult(metadata={"top_customers": str(preview)})


# end_assets


# start_definitions
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"duckdb": DuckDBResource(database=dg.EnvVar("DUCKDB_PATH"))}
    )


# end_definitions
