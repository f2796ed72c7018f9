import datetime

import dagster as dg

from my_project.defs.payroll import HolidayCalendar, payroll_export_schedule


class FakeHolidayCalendar(HolidayCalendar):
    """Same interface, no network calls: 1 May is the only holiday."""

    def is_holiday(self, day: str) -> bool:
        return day.endswith("-05-01")


def test_skips_on_public_holiday() -> None:
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime.datetime(2025, 5, 1, 17, 0)
    )
    result = payroll_export_schedule(
        context, holiday_calendar=FakeHolidayCalendar(base_url="http://unused")
    )
    assert isinstance(result, dg.SkipReason)


def test_runs_on_working_day_with_resources_on_context() -> None:
    # Alternatively, pass resources to build_schedule_context.
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime.datetime(2025, 5, 2, 17, 0),
        resources={"holiday_calendar": FakeHolidayCalendar(base_url="http://unused")},
    )
    result = payroll_export_schedule(context)
    assert isinstance(result, dg.RunRequest)
    assert result.run_key == "2025-05-02"
