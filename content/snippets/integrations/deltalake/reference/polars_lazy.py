import polars as pl

import dagster as dg
from dagster_deltalake import LocalConfig
from dagster_deltalake_polars import DeltaLakePolarsIOManager


@dg.asset(key_prefix=["sales"])
def orders() -> pl.DataFrame:
    return pl.DataFrame(
        {"order_id": [1, 2, 3], "country": ["DE", "US", "DE"], "amount": [30.0, 12.5, 99.0]}
    )


@dg.asset(key_prefix=["sales"], ins={"orders": dg.AssetIn(key=["sales", "orders"])})
def german_revenue(orders: pl.LazyFrame) -> pl.DataFrame:
    # A LazyFrame input is a scan: the filter and column choice are pushed down to the read.
    return orders.filter(pl.col("country") == "DE").select(pl.col("amount").sum()).collect()


defs = dg.Definitions(
    assets=[orders, german_revenue],
    resources={
        "io_manager": DeltaLakePolarsIOManager(root_uri="data/delta", storage_options=LocalConfig())
    },
)
