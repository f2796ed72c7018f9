import dagster as dg


@dg.asset
def store_opening_report() -> None:
    """Summarize overnight deliveries before the stores in New York open."""


# 07:00 New York time, all year round. Without execution_timezone this would be 07:00 UTC.
store_opening_schedule = dg.ScheduleDefinition(
    name="store_opening_schedule",
    cron_schedule="0 7 * * *",
    target=[store_opening_report],
    execution_timezone="America/New_York",
)


@dg.schedule(
    cron_schedule="0 18 * * 5",
    target=[store_opening_report],
    execution_timezone="Asia/Tokyo",
)
def tokyo_friday_schedule(context: dg.ScheduleEvaluationContext):
    # scheduled_execution_time carries the schedule's timezone.
    context.log.info(f"Tick for {context.scheduled_execution_time.isoformat()}")
    return dg.RunRequest()
