import tempfile
from pathlib import Path

import dagster as dg
from sensors import InboxConfig, invoice_inbox_sensor


def test_sensor_requests_each_file_once() -> None:
    with tempfile.TemporaryDirectory() as inbox_dir:
        Path(inbox_dir, "2025-03-01.csv").write_text("id,amount\n1,9.50\n")
        inbox = InboxConfig(directory=inbox_dir)

        first = invoice_inbox_sensor(dg.build_sensor_context(), inbox=inbox)
        assert len(first.run_requests) == 1

        # Feed the returned cursor back in, as the daemon does: nothing new, so the tick skips.
        second = invoice_inbox_sensor(dg.build_sensor_context(cursor=first.cursor), inbox=inbox)
        assert isinstance(second, dg.SkipReason)


if __name__ == "__main__":
    test_sensor_requests_each_file_once()
    print("sensor tests passed")
