from dagster.components.testing import create_defs_folder_sandbox

from my_project.components.csv_warehouse_loader import CsvWarehouseLoader


def test_scaffolded_defs_load() -> None:
    with create_defs_folder_sandbox() as sandbox:
        defs_path = sandbox.scaffold_component(component_cls=CsvWarehouseLoader)

        # The scaffolder wrote a filled-in defs.yaml and a sample file...
        assert (defs_path / "defs.yaml").exists()
        assert (defs_path / "orders.csv").exists()

        # ...and the result loads without any edits.
        with sandbox.load_component_and_build_defs(defs_path=defs_path) as (_, defs):
            assert defs.get_assets_def("raw_orders") is not None
