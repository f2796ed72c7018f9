from pathlib import Path

import dagster as dg

from my_project.defs.io_managers import JsonFileIOManager


def test_round_trip(tmp_path: Path) -> None:
    manager = JsonFileIOManager(root_dir=str(tmp_path))
    key = dg.AssetKey(["sales", "orders"])

    manager.handle_output(dg.build_output_context(asset_key=key), [{"order_id": 1}])
    loaded = manager.load_input(dg.build_input_context(asset_key=key))

    assert loaded == [{"order_id": 1}]
    assert (tmp_path / "sales" / "orders.json").exists()
