from datetime import date

import dagster as dg


@dg.asset
def payroll_export() -> None: ...


payroll_job = dg.define_asset_job("payroll_job", selection=[payroll_export])

BANK_HOLIDAYS = {date(2025, 12, 25), date(2025, 12, 26)}


@dg.schedule(job=payroll_job, cron_schedule="0 6 * * 1-5", execution_timezone="Europe/London")
def payroll_schedule(context: dg.ScheduleEvaluationContext):
    day = context.scheduled_execution_time.date()
    if day in BANK_HOLIDAYS:
        # The tick is recorded as skipped, with this reason, and no run starts.
        return dg.SkipReason(f"{day} is a bank holiday")
    return dg.RunRequest(run_key=day.isoformat())


defs = dg.Definitions(assets=[payroll_export], jobs=[payroll_job], schedules=[payroll_schedule])
