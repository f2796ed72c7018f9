import asyncio

from warehouse_tables import WarehouseTables

import dagster as dg

# Internal in Dagster 1.11: makes the instance's state storage current, as `dg` commands do.
from dagster._core.storage.defs_state.base import set_defs_state_storage


def test_builds_one_asset_per_table() -> None:
    component = WarehouseTables(schema_name="sales")
    with dg.instance_for_test() as instance:
        with set_defs_state_storage(instance.defs_state_storage):
            # Before any refresh there is no state: the component builds nothing.
            assert not dg.build_defs_for_component(component).assets

            # What `dg utils refresh-defs-state` does for each state-backed component.
            asyncio.run(component.refresh_state())

            defs = dg.build_defs_for_component(component)
            keys = {key.to_user_string() for key in defs.resolve_all_asset_keys()}
            assert keys == {"sales/orders", "sales/customers", "sales/refunds"}


if __name__ == "__main__":
    test_builds_one_asset_per_table()
    print("state-backed component test passed")
