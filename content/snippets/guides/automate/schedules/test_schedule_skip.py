import datetime

import dagster as dg

from my_project.defs.warehouse import nightly_snapshot_schedule


def test_skips_on_sunday() -> None:
    sunday = datetime.datetime(2025, 3, 16, 22, 0)
    result = nightly_snapshot_schedule(dg.build_schedule_context(scheduled_execution_time=sunday))
    assert isinstance(result, dg.SkipReason)


def test_requests_a_run_on_monday() -> None:
    monday = datetime.datetime(2025, 3, 17, 22, 0)
    result = nightly_snapshot_schedule(dg.build_schedule_context(scheduled_execution_time=monday))
    assert isinstance(result, dg.RunRequest)
    assert result.run_key == "2025-03-17"
