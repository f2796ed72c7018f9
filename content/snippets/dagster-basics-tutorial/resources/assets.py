from dagster_duckdb import DuckDBResource

import dagster as dg

SOURCE_URL = "https://raw.githubusercontent.com/dbt-labs/jaffle_shop/main/seeds"


# start_helper
def load_csv(duckdb: DuckDBResource, table_name: str) -> int:
    """Replace `table_name` with the rows of `<table_name>.csv` and return the row count."""
    with duckdb.get_connection() as conn:
        conn.execute(
            f"create or replace table {table_name} as "
            f"select * from read_csv_auto('{SOURCE_URL}/{table_name}.csv')"
        )
        row = conn.execute(f"select count(*) from {table_name}").fetchone()
    return row[0] if row else 0
# end_helper


# start_assets
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
# end_assets
