from collections.abc import Sequence
from dataclasses import dataclass

import dagster as dg


@dataclass
class CsvTable(dg.Resolvable):
    csv_path: str
    asset: dg.ResolvedAssetSpec


@dataclass
class CsvWarehouseLoader(dg.Component, dg.Resolvable):
    """Loads CSV files into a DuckDB warehouse, one asset per file."""

    database_path: str
    tables: Sequence[CsvTable]

    @staticmethod
    @dg.template_var
    def default_database() -> str:
        """Every instance of this component can write {{ default_database }}."""
        return "data/warehouse.duckdb"

    @staticmethod
    @dg.template_var
    def instance_group(context: dg.ComponentLoadContext) -> str:
        """Evaluated per instance: the folder name of the instance's defs.yaml."""
        return f"raw_{context.path.name}"

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(assets=[table.asset for table in self.tables])
