import dagster as dg

# end_offset=1 adds the partition for the day that is still in progress,
# so a schedule tick on 2025-03-10 requests 2025-03-10 instead of 2025-03-09.
intraday_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01", end_offset=1)


@dg.asset(partitions_def=intraday_partitions)
def intraday_inventory(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Refreshing inventory for {context.partition_key}")


intraday_inventory_job = dg.define_asset_job(
    name="intraday_inventory_job",
    selection=[intraday_inventory],
    partitions_def=intraday_partitions,
)

intraday_inventory_schedule = dg.build_schedule_from_partitioned_job(intraday_inventory_job)
