import dagster as dg

# Each partition is a calendar day in Los Angeles, and schedules built from
# jobs over these partitions fire in that timezone too.
pacific_days = dg.DailyPartitionsDefinition(
    start_date="2025-01-01",
    timezone="America/Los_Angeles",
)


@dg.asset(partitions_def=pacific_days)
def pacific_daily_sessions(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Sessions for {context.partition_key} (Pacific time)")


pacific_sessions_job = dg.define_asset_job(
    name="pacific_sessions_job",
    selection=[pacific_daily_sessions],
    partitions_def=pacific_days,
)

# Runs at 00:15 Los Angeles time for the day that just ended there.
pacific_sessions_schedule = dg.build_schedule_from_partitioned_job(
    pacific_sessions_job,
    minute_of_hour=15,
)
