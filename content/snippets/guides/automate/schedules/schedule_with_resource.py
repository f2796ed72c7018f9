import dagster as dg
import requests


class HolidayCalendar(dg.ConfigurableResource):
    """Looks up public holidays from an internal calendar service."""

    base_url: str
    country: str = "DE"

    def is_holiday(self, day: str) -> bool:
        response = requests.get(
            f"{self.base_url}/holidays/{self.country}/{day}", timeout=10
        )
        response.raise_for_status()
        return bool(response.json()["is_holiday"])


@dg.asset
def payroll_export() -> None:
    """Send the day's approved timesheets to the payroll provider."""


@dg.schedule(cron_schedule="0 17 * * 1-5", target=[payroll_export])
def payroll_export_schedule(
    context: dg.ScheduleEvaluationContext,
    holiday_calendar: HolidayCalendar,
):
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    if holiday_calendar.is_holiday(day):
        return dg.SkipReason(f"{day} is a public holiday in {holiday_calendar.country}")
    return dg.RunRequest(run_key=day, tags={"payroll_day": day})
