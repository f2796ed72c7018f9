import dagster as dg

from my_project.components.csv_warehouse_loader import CsvTable, CsvWarehouseLoader


@dg.component_instance
def load(context: dg.ComponentLoadContext) -> CsvWarehouseLoader:
    # Plain Python: loops, conditionals and imports are all available here.
    table_names = ["orders", "customers", "refunds"]
    return CsvWarehouseLoader(
        database_path=str(context.project_root / "data" / "warehouse.duckdb"),
        tables=[
            CsvTable(csv_path=f"{name}.csv", asset=dg.AssetSpec(f"raw_{name}", group_name="ingestion"))
            for name in table_names
        ],
    )
