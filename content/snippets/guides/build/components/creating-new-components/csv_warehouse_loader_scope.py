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
    def refresh_nightly() -> dg.AutomationCondition:
        """Available in defs.yaml as {{ refresh_nightly }}."""
        return dg.AutomationCondition.on_cron("0 2 * * *")

    @staticmethod
    @dg.template_var
    def platform_owners() -> list[str]:
        """Available in defs.yaml as {{ platform_owners }}."""
        return ["team:data-platform"]

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(assets=[table.asset for table in self.tables])
