import pandas as pd

import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")
regions = dg.StaticPartitionsDefinition(["emea", "amer", "apac"])


@dg.asset(
    key_prefix=["events"],
    partitions_def=daily,
    # Column (or SQL expression) that holds the partition's time value.
    metadata={"partition_expr": "event_time"},
)
def page_views(context: dg.AssetExecutionContext) -> pd.DataFrame:
    start, _end = context.partition_time_window
    return pd.DataFrame(
        {
            "event_time": pd.to_datetime([start, start]),
            "user_id": [17, 23],
            "page": ["/pricing", "/docs"],
        }
    )


@dg.asset(
    key_prefix=["sales"],
    partitions_def=regions,
    metadata={"partition_expr": "region"},
)
def regional_orders(context: dg.AssetExecutionContext) -> pd.DataFrame:
    region = context.partition_key
    return pd.DataFrame({"order_id": [1, 2], "region": [region, region], "amount": [10.0, 20.0]})
