import dagster as dg

REGIONS = ["emea", "americas", "apac"]


class RegionConfig(dg.Config):
    region: str
    report_date: str


@dg.asset
def regional_sales_report(context: dg.AssetExecutionContext, config: RegionConfig) -> None:
    context.log.info(f"Building the {config.region} report for {config.report_date}")


@dg.schedule(cron_schedule="30 5 * * *", target=[regional_sales_report])
def regional_reports_schedule(context: dg.ScheduleEvaluationContext):
    report_date = context.scheduled_execution_time.strftime("%Y-%m-%d")
    # One run per region; each run key is unique so retries of the tick never duplicate runs.
    for region in REGIONS:
        yield dg.RunRequest(
            run_key=f"{region}-{report_date}",
            run_config={
                "ops": {
                    "regional_sales_report": {
                        "config": {"region": region, "report_date": report_date}
                    }
                }
            },
            tags={"region": region},
        )
