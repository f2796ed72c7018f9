import dagster as dg


@dg.daily_partitioned_config(start_date="2025-01-01")
def clickstream_config(start, _end):
    return {"ops": {"export_clicks": {"config": {"day": start.strftime("%Y-%m-%d")}}}}


@dg.op(config_schema={"day": str})
def export_clicks(context: dg.OpExecutionContext) -> None:
    context.log.info(f"Exporting clicks for {context.op_config['day']}")


@dg.job(config=clickstream_config)
def clickstream_export_job():
    export_clicks()


clickstream_export_schedule = dg.build_schedule_from_partitioned_job(
    clickstream_export_job,
    hour_of_day=3,
)
