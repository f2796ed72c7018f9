import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def events() -> None: ...


events_job = dg.define_asset_job("events_job", selection=[events])

# start_schedule
# Replaces PartitionScheduleDefinition: the schedule is derived from the job's partitions.
events_schedule = dg.build_schedule_from_partitioned_job(events_job, hour_of_day=1)
# end_schedule


# start_version
# LogicalVersion was renamed DataVersion.
@dg.observable_source_asset
def vendor_file() -> dg.DataVersion:
    return dg.DataVersion("2025-03-01T00:00:00")
# end_version


# start_run_request
# Replaces job.run_request_for_partition(partition_key=...).
@dg.sensor(job=events_job)
def backfill_yesterday(context: dg.SensorEvaluationContext):
    return dg.RunRequest(partition_key="2025-03-01")
# end_run_request


defs = dg.Definitions(
    assets=[events, vendor_file],
    jobs=[events_job],
    schedules=[events_schedule],
    sensors=[backfill_yesterday],
)
