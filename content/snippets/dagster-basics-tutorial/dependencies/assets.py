from dagster_duckdb import DuckDBResource

import dagster as dg

SOURCE_URL = "https://raw.githubusercontent.com/dbt-labs/jaffle_shop/main/seeds"


def load_csv(duckdb: DuckDBResource, table_name: str) -> int:
    """Replace `table_name` with the rows of `<table_name>.csv` and return the row count."""
    with duckdb.get_connection() as conn:
        conn.execute(
            f"create or replace table {table_name} as "
            f"select * from read_csv_auto('{SOURCE_URL}/{table_name}.csv')"
        )
        row = conn.execute(f"select count(*) from {table_name}").fetchone()
    return row[0] if row else 0


def build_table(duckdb: DuckDBResource, table_name: str, query: str) -> int:
    """Replace `table_name` with the result of `query` and return the row count."""
    with duckdb.get_connection() as conn:
        conn.execute(f"create or replace table {table_name} as {query}")
        row = conn.execute(f"select count(*) from {table_name}").fetchone()
    return row[0] if row else 0


@dg.asset(kinds={"duckdb"}, group_name="raw")
def raw_customers(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """Everyone who has signed up to the shop: id, first_name, last_name."""
    row_count = load_csv(duckdb, "raw_customers")
    context.log.info(f"Loaded {row_count} customers")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(kinds={"duckdb"}, group_name="raw")
def raw_orders(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """Every order placed: id, user_id, order_date, status."""
    row_count = load_csv(duckdb, "raw_orders")
    context.log.info(f"Loaded {row_count} orders")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


# start_downstream
@dg.asset(deps=[raw_customers, raw_orders], kinds={"duckdb"}, group_name="analytics")
def customer_orders(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """One row per customer with their order count and first and latest order dates."""
    row_count = build_table(
        duckdb,
        "customer_orders",
        """
        select
            c.id as customer_id,
            c.first_name,
            c.last_name,
            count(o.id) as order_count,
            min(o.order_date) as first_order_date,
            max(o.order_date) as latest_order_date
        from raw_customers as c
        left join raw_orders as o on o.user_id = c.id
        group by c.id, c.first_name, c.last_name
        """,
    )
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(deps=[raw_orders], kinds={"duckdb"}, group_name="analytics")
def order_status_summary(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """How many orders are in each status (placed, shipped, completed, returned...)."""
    build_table(
        duckdb,
        "order_status_summary",
        "select status, count(*) as order_count from raw_orders group by status",
    )
    with duckdb.get_connection() as conn:
        rows = conn.execute(
            "select status, order_count from order_status_summary order by order_count desc"
        ).fetchall()
    return dg.MaterializeResult(
        metadata={"orders_by_status": {status: count for status, count in rows}}
    )
# end_downstream
