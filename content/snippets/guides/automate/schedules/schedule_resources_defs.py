import dagster as dg

from my_project.defs.payroll import HolidayCalendar


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            # The key must match the parameter name in the schedule function.
            "holiday_calendar": HolidayCalendar(
                base_url=dg.EnvVar("HOLIDAY_API_URL"),
                country="DE",
            ),
        }
    )
