from pathlib import Path

from dagster_duckdb import DuckDBResource

import dagster as dg

RAW_DIR = Path("data/raw")


# start_helper
def load_csv(duckdb: DuckDBResource, table_name: str, source: str) -> int:
    """Replace `table_name` with the rows matched by `source` and return the row count."""
    with duckdb.get_connection() as conn:
        conn.execute(
            f"create or replace table {table_name} as "
            f"select * from read_csv_auto('{source}')"
        )
        row = conn.execute(f"select count(*) from {table_name}").fetchone()
    return row[0] if row else 0
# end_helper


# start_assets
@dg.asset(kinds={"duckdb"}, group_name="ingestion", pool="duckdb")
def raw_customers(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """Customer master data exported from the CRM."""
    row_count = load_csv(duckdb, "raw_customers", str(RAW_DIR / "customers.csv"))
    context.log.info(f"Loaded {row_count} customers")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(kinds={"duckdb"}, group_name="ingestion", pool="duckdb")
def raw_products(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """The product catalog with category and list price."""
    row_count = load_csv(duckdb, "raw_products", str(RAW_DIR / "products.csv"))
    context.log.info(f"Loaded {row_count} products")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(kinds={"duckdb"}, group_name="ingestion", pool="duckdb")
def raw_orders(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """Every order line from the monthly exports in data/raw/orders/."""
    row_count = load_csv(duckdb, "raw_orders", str(RAW_DIR / "orders" / "*.csv"))
    context.log.info(f"Loaded {row_count} order lines")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})
# end_assets
