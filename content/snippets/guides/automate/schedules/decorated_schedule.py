import dagster as dg


@dg.asset
def warehouse_snapshot() -> None:
    """Snapshot the stock levels of every warehouse."""


@dg.schedule(cron_schedule="0 22 * * *", target=[warehouse_snapshot])
def nightly_snapshot_schedule(context: dg.ScheduleEvaluationContext):
    tick_time = context.scheduled_execution_time

    # Warehouses are closed on Sunday (weekday() == 6): nothing changes, so skip.
    if tick_time.weekday() == 6:
        return dg.SkipReason("Warehouses are closed on Sundays")

    snapshot_day = tick_time.strftime("%Y-%m-%d")
    return dg.RunRequest(
        run_key=snapshot_day,
        tags={"snapshot_day": snapshot_day},
    )
