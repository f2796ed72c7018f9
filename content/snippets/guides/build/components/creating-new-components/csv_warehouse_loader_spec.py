from collections.abc import Sequence
from dataclasses import dataclass

import dagster as dg
from dagster.components import ComponentTypeSpec


@dataclass
class CsvTable(dg.Resolvable):
    csv_path: str
    asset: dg.ResolvedAssetSpec


@dataclass
class CsvWarehouseLoader(dg.Component, dg.Resolvable):
    """Loads CSV files into a DuckDB warehouse, one asset per file."""

    database_path: str
    tables: Sequence[CsvTable]

    @classmethod
    def get_spec(cls) -> ComponentTypeSpec:
        # Shown in the generated component documentation in the Dagster UI.
        return ComponentTypeSpec(
            owners=["team:data-platform"],
            tags=["duckdb", "ingestion"],
        )

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(assets=[table.asset for table in self.tables])
