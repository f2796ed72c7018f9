import dagster as dg

# Every asset in group "dbt" (all the models the component loads), daily at 05:00 UTC.
nightly_dbt_build = dg.ScheduleDefinition(
    name="nightly_dbt_build",
    target=dg.AssetSelection.groups("dbt"),
    cron_schedule="0 5 * * *",
)
