import pandas as pd

import dagster as dg
from dagster_duckdb import DuckDBResource
from dagster_duckdb_pandas import DuckDBPandasIOManager

DATABASE_PATH = "shop.duckdb"


@dg.asset(key_prefix=["shop"], kinds={"duckdb", "pandas"})
def orders() -> pd.DataFrame:
    """Stored by the I/O manager as the table shop.orders."""
    return pd.DataFrame(
        {
            "order_id": [1001, 1002, 1003, 1004],
            "customer_id": [17, 42, 17, 8],
            "order_date": pd.to_datetime(["2025-03-01", "2025-03-01", "2025-03-02", "2025-03-02"]),
            "amount": [120.0, 35.5, 80.25, 210.0],
        }
    )


@dg.asset(deps=[orders], kinds={"duckdb"})
def daily_revenue(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Built with SQL directly in DuckDB, next to the table the I/O manager wrote."""
    with duckdb.get_connection() as conn:
        conn.execute(
            """
            CREATE OR REPLACE TABLE shop.daily_revenue AS
            SELECT order_date, COUNT(*) AS orders, SUM(amount) AS revenue
            FROM shop.orders
            GROUP BY order_date
            ORDER BY order_date
            """
        )
        row = conn.execute("SELECT COUNT(*) FROM shop.daily_revenue").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})


defs = dg.Definitions(
    assets=[orders, daily_revenue],
    resources={
        "io_manager": DuckDBPandasIOManager(database=DATABASE_PATH),
        "duckdb": DuckDBResource(database=DATABASE_PATH),
    },
)
