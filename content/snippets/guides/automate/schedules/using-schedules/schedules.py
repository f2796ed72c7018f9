import datetime

import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01", timezone="America/New_York")


# start_assets
@dg.asset(partitions_def=daily)
def store_sales(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading sales for {context.partition_key}")


@dg.asset(partitions_def=daily, deps=[store_sales])
def sales_report(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Building the report for {context.partition_key}")
# end_assets


# start_partitioned_schedule
sales_job = dg.define_asset_job(
    "daily_sales_job", selection=[store_sales, sales_report], partitions_def=daily
)

# One run per day, shortly after the day's partition closes in New York.
daily_sales_schedule = dg.build_schedule_from_partitioned_job(
    sales_job, hour_of_day=1, minute_of_hour=30, default_status=dg.DefaultScheduleStatus.RUNNING
)
# end_partitioned_schedule


# start_config_schedule
class ExportConfig(dg.Config):
    destination: str
    include_refunds: bool = False


@dg.op
def export_sales(context: dg.OpExecutionContext, config: ExportConfig) -> None:
    context.log.info(f"Exporting to {config.destination} (refunds: {config.include_refunds})")


@dg.job
def export_job() -> None:
    export_sales()


@dg.schedule(job=export_job, cron_schedule="0 7 * * 1", execution_timezone="America/New_York")
def weekly_export(context: dg.ScheduleEvaluationContext) -> dg.RunRequest:
    week_start = context.scheduled_execution_time - datetime.timedelta(days=7)
    return dg.RunRequest(
        run_key=f"export-{week_start:%Y-%m-%d}",
        run_config=dg.RunConfig(
            ops={"export_sales": ExportConfig(destination=f"s3://exports/{week_start:%Y/%W}/")}
        ),
        tags={"week_start": f"{week_start:%Y-%m-%d}"},
    )
# end_config_schedule


defs = dg.Definitions(
    assets=[store_sales, sales_report],
    jobs=[sales_job, export_job],
    schedules=[daily_sales_schedule, weekly_export],
)
