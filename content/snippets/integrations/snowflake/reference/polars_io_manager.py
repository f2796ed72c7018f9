import polars as pl

import dagster as dg
from dagster_snowflake_polars import SnowflakePolarsIOManager


@dg.asset(key_prefix=["shop"])
def product_prices() -> pl.DataFrame:
    return pl.DataFrame({"sku": ["A-100", "B-200"], "price": [19.99, 4.50]})


defs = dg.Definitions(
    assets=[product_prices],
    resources={
        "io_manager": SnowflakePolarsIOManager(
            database="ANALYTICS",
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="LOADING",
        )
    },
)
