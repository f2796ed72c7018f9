import dagster as dg

daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily_partitions)
def daily_order_files(context: dg.AssetExecutionContext) -> str:
    """The path of the raw order file for the partition's day."""
    day = context.partition_key
    return f"s3://shop-exports/orders/{day}.csv"


@dg.asset(partitions_def=daily_partitions)
def daily_order_window(context: dg.AssetExecutionContext) -> tuple[str, str]:
    """The start and end of the partition's time window, as ISO timestamps."""
    window = context.partition_time_window
    return window.start.isoformat(), window.end.isoformat()
