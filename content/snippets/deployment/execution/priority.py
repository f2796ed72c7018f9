import dagster as dg


@dg.asset
def finance_close() -> None: ...


@dg.asset
def marketing_refresh() -> None: ...


# Higher numbers leave the queue first; runs without the tag have priority 0.
finance_close_job = dg.define_asset_job(
    "finance_close_job", selection=[finance_close], tags={"dagster/priority": "10"}
)
marketing_refresh_job = dg.define_asset_job(
    "marketing_refresh_job", selection=[marketing_refresh], tags={"dagster/priority": "-1"}
)

# Scheduled runs inherit the job's tags; a schedule can also set its own.
finance_close_schedule = dg.ScheduleDefinition(
    job=finance_close_job, cron_schedule="0 6 * * *", tags={"dagster/priority": "20"}
)

defs = dg.Definitions(
    assets=[finance_close, marketing_refresh],
    jobs=[finance_close_job, marketing_refresh_job],
    schedules=[finance_close_schedule],
)
