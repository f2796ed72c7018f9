import dagster as dg


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2024-01-01"))
def daily_orders() -> None: ...


# No mapping needed: each weekly partition depends on the seven daily
# partitions that fall inside its time window.
@dg.asset(
    partitions_def=dg.WeeklyPartitionsDefinition(start_date="2024-01-01"),
    deps=[daily_orders],
)
def weekly_order_summary(context: dg.AssetExecutionContext) -> None:
    window = context.partition_time_window
    context.log.info(f"Summarizing orders from {window.start:%Y-%m-%d} to {window.end:%Y-%m-%d}")


# Unpartitioned downstream of partitioned upstream: depends on every partition.
@dg.asset(deps=[daily_orders])
def lifetime_order_count() -> None: ...
