import dagster as dg

regional_daily = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2025-01-01"),
        "region": dg.StaticPartitionsDefinition(["emea", "apac", "amer"]),
    }
)


@dg.asset(partitions_def=regional_daily)
def regional_sales(context: dg.AssetExecutionContext) -> None:
    keys = context.partition_key.keys_by_dimension
    context.log.info(f"Loading {keys['region']} sales for {keys['date']}")


regional_sales_job = dg.define_asset_job("regional_sales_job", selection=[regional_sales])

# One dimension is time-based, so the job's schedule can be built from the partitions:
# each tick at 02:30 requests one run per region for the day that just ended.
regional_sales_schedule = dg.build_schedule_from_partitioned_job(
    regional_sales_job,
    hour_of_day=2,
    minute_of_hour=30,
)

defs = dg.Definitions(
    assets=[regional_sales],
    jobs=[regional_sales_job],
    schedules=[regional_sales_schedule],
)
