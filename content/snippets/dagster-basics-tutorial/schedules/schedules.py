import dagster as dg

# start_job
refresh_ecommerce = dg.define_asset_job(
    name="refresh_ecommerce",
    selection=dg.AssetSelection.groups("raw", "analytics"),
    description="Reload the raw CSVs and rebuild every table that depends on them.",
)
# end_job

# start_schedule
daily_refresh = dg.ScheduleDefinition(
    name="daily_refresh",
    job=refresh_ecommerce,
    cron_schedule="0 6 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
# end_schedule
