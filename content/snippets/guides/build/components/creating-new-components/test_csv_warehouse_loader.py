from pathlib import Path

import dagster as dg
from dagster.components.testing import create_defs_folder_sandbox

from my_project.components.csv_warehouse_loader import CsvTable, CsvWarehouseLoader

ORDERS_CSV = "order_id,customer_id,amount\n1001,42,19.99\n1002,7,5.00\n"


def test_builds_one_asset_per_table() -> None:
    # Unit level: construct the component in Python and inspect what it builds.
    component = CsvWarehouseLoader(
        database_path=":memory:",
        tables=[
            CsvTable(csv_path="orders.csv", asset=dg.AssetSpec("raw_orders")),
            CsvTable(csv_path="customers.csv", asset=dg.AssetSpec("raw_customers")),
        ],
    )
    with create_defs_folder_sandbox() as sandbox:
        with sandbox.build_component_tree() as tree:
            defs = component.build_defs(tree.load_context)

    keys = {key for assets_def in defs.assets for key in assets_def.keys}
    assert keys == {dg.AssetKey("raw_orders"), dg.AssetKey("raw_customers")}


def test_loads_from_yaml_and_materializes(tmp_path: Path) -> None:
    # Integration level: write a real defs.yaml, load it the way `dg` does, and run it.
    with create_defs_folder_sandbox() as sandbox:
        defs_path = sandbox.scaffold_component(
            component_cls=CsvWarehouseLoader,
            defs_yaml_contents={
                "type": "my_project.components.csv_warehouse_loader.CsvWarehouseLoader",
                "attributes": {
                    "database_path": str(tmp_path / "warehouse.duckdb"),
                    "tables": [{"csv_path": "orders.csv", "asset": {"key": "raw_orders"}}],
                },
            },
        )
        (defs_path / "orders.csv").write_text(ORDERS_CSV)

        with sandbox.load_component_and_build_defs(defs_path=defs_path) as (component, defs):
            assert isinstance(component, CsvWarehouseLoader)

            result = dg.materialize([defs.get_assets_def("raw_orders")])
            assert result.success

            materialization = result.asset_materializations_for_node("load_raw_orders")[0]
            assert materialization.metadata["dagster/row_count"].value == 2
