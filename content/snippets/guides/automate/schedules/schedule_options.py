import dagster as dg


@dg.asset
def customer_segments() -> None: ...


customer_segments_schedule = dg.ScheduleDefinition(
    name="customer_segments_schedule",
    # Twice a day: 08:00 on weekdays and 12:00 on Saturdays
    cron_schedule=["0 8 * * 1-5", "0 12 * * 6"],
    target=[customer_segments],
    execution_timezone="Europe/Berlin",
    # Start running as soon as the code location loads
    default_status=dg.DefaultScheduleStatus.RUNNING,
    tags={"team": "analytics"},
    description="Refresh customer segments for the CRM sync.",
)
