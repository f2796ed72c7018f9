from pathlib import Path

import duckdb

import dagster as dg

# Paths are relative to the project root, where `dg dev` is started.
DATABASE_PATH = "data/etl.duckdb"
RAW_DIR = Path("data/raw")


# start_helper
def load_csv(table_name: str, source: str) -> int:
    """Replace `table_name` with the rows matched by `source` and return the row count."""
    Path(DATABASE_PATH).parent.mkdir(parents=True, exist_ok=True)
    with duckdb.connect(DATABASE_PATH) as conn:
        conn.execute(
            f"create or replace table {table_name} as "
            f"select * from read_csv_auto('{source}')"
        )
        row = conn.execute(f"select count(*) from {table_name}").fetchone()
    return row[0] if row else 0
# end_helper


# start_assets
# pool="duckdb": the three loads share one concurrency pool, so they never open
# data/etl.duckdb for writing at the same time (dagster.yaml sets the pool's limit).
@dg.asset(kinds={"duckdb"}, group_name="ingestion", pool="duckdb")
def raw_customers(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Customer master data exported from the CRM."""
    row_count = load_csv("raw_customers", str(RAW_DIR / "customers.csv"))
    context.log.info(f"Loaded {row_count} customers")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(kinds={"duckdb"}, group_name="ingestion", pool="duckdb")
def raw_products(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """The product catalog with category and list price."""
    row_count = load_csv("raw_products", str(RAW_DIR / "products.csv"))
    context.log.info(f"Loaded {row_count} products")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(kinds={"duckdb"}, group_name="ingestion", pool="duckdb")
def raw_orders(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Every order line from the monthly exports in data/raw/orders/."""
    row_count = load_csv("raw_orders", str(RAW_DIR / "orders" / "*.csv"))
    context.log.info(f"Loaded {row_count} order lines")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})
# end_assets
