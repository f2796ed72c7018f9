import polars as pl
from dagster_polars import PolarsParquetIOManager

import dagster as dg


@dg.asset(io_manager_key="polars_parquet")
def raw_orders() -> pl.DataFrame:
    # Stand-in for an extract from the shop database.
    return pl.DataFrame(
        {
            "order_id": [1041, 1042, 1043, 1044],
            "customer_id": [10, 11, 10, 12],
            "amount": [19.5, 42.0, 7.25, 120.0],
            "status": ["shipped", "placed", "cancelled", "shipped"],
        }
    )


@dg.asset(io_manager_key="polars_parquet")
def customer_revenue(raw_orders: pl.LazyFrame) -> pl.LazyFrame:
    # Annotating the input as LazyFrame scans the Parquet file lazily; returning
    # a LazyFrame lets the I/O manager stream the result to storage.
    return (
        raw_orders.filter(pl.col("status") != "cancelled")
        .group_by("customer_id")
        .agg(pl.col("amount").sum().alias("revenue"), pl.len().alias("orders"))
    )


@dg.asset(
    io_manager_key="polars_parquet",
    # Load only the columns this asset needs.
    ins={"customer_revenue": dg.AssetIn(metadata={"columns": ["customer_id", "revenue"]})},
)
def top_customers(customer_revenue: pl.DataFrame) -> pl.DataFrame:
    return customer_revenue.sort("revenue", descending=True).head(10)


defs = dg.Definitions(
    assets=[raw_orders, customer_revenue, top_customers],
    resources={
        # For example LAKE_BASE_DIR=data/warehouse in .env for local development.
        "polars_parquet": PolarsParquetIOManager(base_dir=dg.EnvVar("LAKE_BASE_DIR"))
    },
)
