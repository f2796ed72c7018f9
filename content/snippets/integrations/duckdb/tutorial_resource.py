import dagster as dg
from dagster_duckdb import DuckDBResource


@dg.asset(kinds={"duckdb"})
def raw_customers(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Load a CSV export into DuckDB; DuckDB infers the column types."""
    with duckdb.get_connection() as conn:
        conn.execute("CREATE SCHEMA IF NOT EXISTS raw")
        conn.execute(
            "CREATE OR REPLACE TABLE raw.customers AS "
            "SELECT * FROM read_csv_auto('data/customers.csv')"
        )
        row = conn.execute("SELECT COUNT(*) FROM raw.customers").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})


@dg.asset(deps=[raw_customers], kinds={"duckdb"})
def customers_by_country(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(
            "CREATE OR REPLACE TABLE raw.customers_by_country AS "
            "SELECT country, COUNT(*) AS customers FROM raw.customers GROUP BY country"
        )
        row = conn.execute("SELECT COUNT(*) FROM raw.customers_by_country").fetchone()
    return dg.MaterializeResult(metadata={"countries": row[0] if row else 0})


defs = dg.Definitions(
    assets=[raw_customers, customers_by_country],
    resources={"duckdb": DuckDBResource(database="data/shop.duckdb")},
)
