import polars as pl

import dagster as dg
from dagster_iceberg.io_manager.polars import PolarsIcebergIOManager


@dg.asset(key_prefix=["sales"])
def orders() -> pl.DataFrame:
    return pl.DataFrame(
        {"order_id": [1, 2, 3], "country": ["DE", "US", "DE"], "amount": [30.0, 12.5, 99.0]}
    )


@dg.asset(key_prefix=["sales"], ins={"orders": dg.AssetIn(key=["sales", "orders"])})
def german_orders(orders: pl.LazyFrame) -> pl.DataFrame:
    # A LazyFrame input is a scan; only matching data is read when collect() runs.
    return orders.filter(pl.col("country") == "DE").collect()


# No config: PyIceberg reads the "lakehouse" catalog from .pyiceberg.yaml or PYICEBERG_* variables.
defs = dg.Definitions(
    assets=[orders, german_orders],
    resources={"io_manager": PolarsIcebergIOManager(name="lakehouse")},
)
