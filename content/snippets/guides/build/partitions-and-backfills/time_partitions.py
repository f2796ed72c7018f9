import dagster as dg

daily_partitions = dg.DailyPartitionsDefinition(start_date="2024-01-01", timezone="UTC")


@dg.asset(partitions_def=daily_partitions)
def daily_orders(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """One partition per calendar day of orders."""
    day = context.partition_key  # for example "2024-03-15"
    window = context.partition_time_window  # TimeWindow(start=..., end=...)

    context.log.info(f"Loading orders placed between {window.start} and {window.end}")
    # Delete-then-insert keeps a rerun of the same day idempotent:
    #   DELETE FROM daily_orders WHERE order_date = :day
    #   INSERT INTO daily_orders SELECT ... WHERE created_at >= :start AND created_at < :end
    return dg.MaterializeResult(metadata={"partition_day": day})


hourly_partitions = dg.HourlyPartitionsDefinition(start_date="2024-06-01-00:00")


@dg.asset(partitions_def=hourly_partitions)
def hourly_web_events(context: dg.AssetExecutionContext) -> None:
    """Keys look like 2024-06-01-13:00."""
    context.log.info(f"Processing events for hour {context.partition_key}")


# Weekly partitions that start on Monday and include the current, unfinished week.
weekly_partitions = dg.WeeklyPartitionsDefinition(start_date="2024-01-01", day_offset=1, end_offset=1)


@dg.asset(partitions_def=weekly_partitions)
def weekly_inventory_snapshot(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Snapshotting inventory for the week of {context.partition_key}")


# Any cron schedule can define partition boundaries: here, 06:00 every weekday.
business_day_partitions = dg.TimeWindowPartitionsDefinition(
    cron_schedule="0 6 * * 1-5",
    start="2024-01-01-06:00",
    fmt="%Y-%m-%d-%H:%M",
    timezone="America/New_York",
)


@dg.asset(partitions_def=business_day_partitions)
def trading_day_positions(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Positions as of {context.partition_time_window.start}")
