import pandas as pd

import dagster as dg
from dagster_duckdb_pandas import DuckDBPandasIOManager


@dg.asset
def customers() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "customer_id": [1, 2, 3],
            "email": ["ana@example.com", "li@example.com", "sam@example.com"],
            "country": ["DE", "US", "US"],
        }
    )


@dg.asset(ins={"customers": dg.AssetIn(metadata={"columns": ["customer_id", "country"]})})
def customers_per_country(customers: pd.DataFrame) -> pd.DataFrame:
    # Only customer_id and country are selected from DuckDB; email is never read.
    return customers.groupby("country", as_index=False).agg(customers=("customer_id", "count"))


defs = dg.Definitions(
    assets=[customers, customers_per_country],
    resources={"io_manager": DuckDBPandasIOManager(database="data/warehouse.duckdb")},
)
