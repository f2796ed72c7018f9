import dagster as dg


@dg.asset
def inbox() -> None: ...


inbox_job = dg.define_asset_job("inbox_job", selection=[inbox])


# start_after
@dg.sensor(job=inbox_job, minimum_interval_seconds=60)
def inbox_sensor(context: dg.SensorEvaluationContext):
    # last_completion_time was renamed last_tick_completion_time.
    since = context.last_tick_completion_time or 0.0
    context.log.info(f"Looking for files newer than {since}")
    return dg.SkipReason("no new files")
# end_after


defs = dg.Definitions(assets=[inbox], jobs=[inbox_job], sensors=[inbox_sensor])
