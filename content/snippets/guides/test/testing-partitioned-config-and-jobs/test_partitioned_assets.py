from datetime import datetime, timezone

import dagster as dg

from my_project.defs.daily import daily_order_files, daily_order_window, daily_partitions


def test_partitions_definition_covers_expected_days() -> None:
    now = datetime(2025, 1, 4, 12, 0, tzinfo=timezone.utc)
    keys = daily_partitions.get_partition_keys(current_time=now)
    assert keys == ["2025-01-01", "2025-01-02", "2025-01-03"]


def test_asset_reads_partition_key_from_context() -> None:
    context = dg.build_asset_context(partition_key="2025-02-10")
    assert daily_order_files(context) == "s3://shop-exports/orders/2025-02-10.csv"


def test_materialize_one_partition() -> None:
    result = dg.materialize(
        [daily_order_files, daily_order_window], partition_key="2025-02-10"
    )
    assert result.success
    start, end = result.output_for_node("daily_order_window")
    assert start.startswith("2025-02-10T00:00:00")
    assert end.startswith("2025-02-11T00:00:00")
