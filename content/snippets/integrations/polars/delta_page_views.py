import polars as pl
from dagster_polars import PolarsDeltaIOManager

import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2024-06-01")


@dg.asset(
    partitions_def=daily,
    io_manager_key="polars_delta",
    # One Delta table for all days, partitioned natively by this column; each
    # run overwrites only its own day.
    metadata={"partition_by": "event_date"},
)
def page_views(context: dg.AssetExecutionContext) -> pl.DataFrame:
    return pl.DataFrame(
        {
            "event_date": [context.partition_key] * 3,
            "page": ["/home", "/pricing", "/checkout"],
            "views": [1200, 310, 95],
        }
    )


@dg.asset(partitions_def=daily, io_manager_key="polars_delta")
def checkout_rate(page_views: pl.DataFrame) -> pl.DataFrame:
    return page_views.select(
        pl.col("event_date").first(),
        (
            pl.col("views").filter(pl.col("page") == "/checkout").sum()
            / pl.col("views").filter(pl.col("page") == "/home").sum()
        ).alias("checkout_rate"),
    )


defs = dg.Definitions(
    assets=[page_views, checkout_rate],
    resources={"polars_delta": PolarsDeltaIOManager(base_dir="data/delta")},
)
