import datetime

import dagster as dg
from schedules import defs, export_job, weekly_export


def test_weekly_export_request() -> None:
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime.datetime(2025, 3, 10, 7, 0)
    )
    request = weekly_export(context)

    assert request.run_key == "export-2025-03-03"
    # The run config the schedule builds must be valid for the job it targets.
    assert dg.validate_run_config(export_job, request.run_config)


def test_definitions_load() -> None:
    dg.Definitions.validate_loadable(defs)


if __name__ == "__main__":
    test_weekly_export_request()
    test_definitions_load()
    print("schedule tests passed")
