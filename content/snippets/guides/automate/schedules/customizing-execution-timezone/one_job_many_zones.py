import dagster as dg


class StoreConfig(dg.Config):
    region: str


@dg.asset
def store_opening_report(context: dg.AssetExecutionContext, config: StoreConfig) -> None:
    context.log.info(f"Building the opening report for {config.region}")


report_job = dg.define_asset_job("store_opening_report_job", selection=[store_opening_report])

REGIONS = {
    "emea": "Europe/Paris",
    "amer": "America/New_York",
    "apac": "Asia/Singapore",
}


def opening_schedule(region: str, timezone: str) -> dg.ScheduleDefinition:
    # 08:00 local time in each region, daylight saving time included.
    return dg.ScheduleDefinition(
        name=f"store_opening_{region}",
        job=report_job,
        cron_schedule="0 8 * * *",
        execution_timezone=timezone,
        run_config=dg.RunConfig(ops={"store_opening_report": StoreConfig(region=region)}),
        tags={"region": region},
    )


defs = dg.Definitions(
    assets=[store_opening_report],
    jobs=[report_job],
    schedules=[opening_schedule(region, tz) for region, tz in REGIONS.items()],
)
