from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import dagster as dg


@dataclass
class CsvTable(dg.Resolvable):
    """One CSV file and the asset that its table represents."""

    csv_path: str
    asset: dg.ResolvedAssetSpec


@dataclass
class CsvWarehouseLoader(dg.Component, dg.Resolvable):
    """Loads CSV files into a DuckDB warehouse.

    Each configured file becomes one table and one Dagster asset.
    """

    database_path: str
    tables: Sequence[CsvTable]

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        # context.path is the folder that holds this component's defs.yaml,
        # so CSV paths in YAML can be written relative to that folder.
        assets = [self._build_table_asset(context.path, table) for table in self.tables]
        return dg.Definitions(assets=assets)

    def _build_table_asset(self, component_dir: Path, table: CsvTable) -> dg.AssetsDefinition:
        csv_file = (component_dir / table.csv_path).resolve()
        table_name = table.asset.key.path[-1]

        @dg.multi_asset(name=f"load_{table_name}", specs=[table.asset])
        def _load_table(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
            return self.execute(context, table_name, csv_file, table.asset.key)

        return _load_table

    def execute(
        self,
        context: dg.AssetExecutionContext,
        table_name: str,
        csv_file: Path,
        asset_key: dg.AssetKey,
    ) -> dg.MaterializeResult:
        """Runs the load. Subclasses override this to change how a table is written."""
        import duckdb

        with duckdb.connect(self.database_path) as conn:
            conn.execute(
                f"CREATE OR REPLACE TABLE {table_name} AS "
                f"SELECT * FROM read_csv_auto('{csv_file}')"
            )
            row_count = conn.execute(f"SELECT count(*) FROM {table_name}").fetchone()[0]

        context.log.info(f"Loaded {row_count} rows from {csv_file.name} into {table_name}")
        return dg.MaterializeResult(
            asset_key=asset_key,
            metadata={"dagster/row_count": row_count, "source_file": str(csv_file)},
        )
