import dagster as dg

daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily_partitions)
def daily_orders(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading orders placed on {context.partition_key}")


@dg.asset(partitions_def=daily_partitions, deps=[daily_orders])
def daily_revenue(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Computing revenue for {context.partition_key}")


daily_orders_job = dg.define_asset_job(
    name="daily_orders_job",
    selection=[daily_orders, daily_revenue],
    partitions_def=daily_partitions,
)

# Fires once a day, at 01:30, and requests the partition for the day that just ended.
daily_orders_schedule = dg.build_schedule_from_partitioned_job(
    daily_orders_job,
    hour_of_day=1,
    minute_of_hour=30,
)
