from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated

import dagster as dg
from dagster.components import ResolutionContext, Resolver


class WarehouseConnection:
    """Small wrapper that knows how to open a DuckDB database."""

    def __init__(self, database_path: str, read_only: bool = False):
        self.database_path = database_path
        self.read_only = read_only

    def connect(self):
        import duckdb

        return duckdb.connect(self.database_path, read_only=self.read_only)


def resolve_connection(context: ResolutionContext, database_path: str) -> WarehouseConnection:
    # `database_path` has already been rendered, so `{{ env.X }}` works in YAML.
    return WarehouseConnection(database_path=database_path)


@dataclass
class CsvTable(dg.Resolvable):
    csv_path: str
    asset: dg.ResolvedAssetSpec


@dataclass
class CsvWarehouseLoader(dg.Component, dg.Resolvable):
    """Loads CSV files into a DuckDB warehouse, one asset per file."""

    # In YAML the field is a plain string called `database_path`; in Python,
    # and inside build_defs, it is a ready-to-use WarehouseConnection.
    warehouse: Annotated[
        WarehouseConnection,
        Resolver(
            resolve_connection,
            model_field_name="database_path",
            model_field_type=str,
            description="Path of the DuckDB database file to load into.",
        ),
    ]
    tables: Sequence[CsvTable]

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(assets=[table.asset for table in self.tables])
