import pandas as pd

import dagster as dg
from dagster_duckdb_pandas import DuckDBPandasIOManager


@dg.asset(key_prefix=["raw"])
def customers() -> pd.DataFrame:
    """Returned DataFrame is written to the table raw.customers."""
    return pd.read_csv("data/customers.csv")


@dg.asset(key_prefix=["analytics"], ins={"customers": dg.AssetIn(key=["raw", "customers"])})
def customers_by_country(customers: pd.DataFrame) -> pd.DataFrame:
    """Loaded from raw.customers, written to analytics.customers_by_country."""
    return (
        customers.groupby("country", as_index=False)
        .agg(customers=("customer_id", "count"))
        .sort_values("customers", ascending=False)
    )


defs = dg.Definitions(
    assets=[customers, customers_by_country],
    resources={"io_manager": DuckDBPandasIOManager(database="data/shop.duckdb")},
)
