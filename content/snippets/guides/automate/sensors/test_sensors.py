from pathlib import Path

import dagster as dg
import pytest

from my_project.defs import order_files
from my_project.defs.order_files import imported_orders, order_file_sensor


@pytest.fixture
def inbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Point the sensor at an empty temporary folder instead of the real inbox.
    monkeypatch.setattr(order_files, "INBOX", tmp_path)
    return tmp_path


def test_skips_when_inbox_is_empty(inbox: Path) -> None:
    result = order_file_sensor(dg.build_sensor_context())
    assert isinstance(result, dg.SkipReason)


def test_requests_one_run_per_new_file(inbox: Path) -> None:
    (inbox / "orders_001.csv").write_text("id,amount\n1,9.99\n")
    (inbox / "orders_002.csv").write_text("id,amount\n2,19.99\n")

    result = order_file_sensor(dg.build_sensor_context())

    assert isinstance(result, dg.SensorResult)
    assert len(result.run_requests) == 2
    assert result.cursor is not None

    # Feed the new cursor back in: the same files must not be requested twice.
    second = order_file_sensor(dg.build_sensor_context(cursor=result.cursor))
    assert isinstance(second, dg.SkipReason)


def test_run_config_matches_asset_schema(inbox: Path) -> None:
    (inbox / "orders_003.csv").write_text("id,amount\n3,4.50\n")
    result = order_file_sensor(dg.build_sensor_context())

    defs = dg.Definitions(
        assets=[imported_orders],
        jobs=[dg.define_asset_job("import_orders_job", selection=[imported_orders])],
    )
    job_def = defs.resolve_job_def("import_orders_job")
    for run_request in result.run_requests:
        assert dg.validate_run_config(job_def, run_request.run_config)
