from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import dagster as dg
from dagster.components import Scaffolder, ScaffoldRequest, scaffold_component, scaffold_with

SAMPLE_ORDERS_CSV = "order_id,customer_id,amount\n1001,42,19.99\n1002,7,5.00\n"


class CsvWarehouseLoaderScaffolder(Scaffolder):
    """Writes a filled-in defs.yaml and a sample CSV file next to it."""

    def scaffold(self, request: ScaffoldRequest) -> None:
        # Writes defs.yaml with `type:` set to this component and these attributes.
        scaffold_component(
            request,
            {
                "database_path": "{{ project_root }}/data/warehouse.duckdb",
                "tables": [
                    {"csv_path": "orders.csv", "asset": {"key": "raw_orders"}},
                ],
            },
        )
        sample_file = Path(request.target_path) / "orders.csv"
        sample_file.write_text(SAMPLE_ORDERS_CSV)


@dataclass
class CsvTable(dg.Resolvable):
    csv_path: str
    asset: dg.ResolvedAssetSpec


@scaffold_with(CsvWarehouseLoaderScaffolder)
@dataclass
class CsvWarehouseLoader(dg.Component, dg.Resolvable):
    """Loads CSV files into a DuckDB warehouse, one asset per file."""

    database_path: str
    tables: Sequence[CsvTable]

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(assets=[table.asset for table in self.tables])
