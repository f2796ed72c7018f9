from pathlib import Path

import dagster as dg

from my_project.components.csv_warehouse_loader import CsvWarehouseLoader


class AuditedCsvWarehouseLoader(CsvWarehouseLoader):
    """CsvWarehouseLoader that refuses empty files and records an audit row."""

    def execute(
        self,
        context: dg.AssetExecutionContext,
        table_name: str,
        csv_file: Path,
        asset_key: dg.AssetKey,
    ) -> dg.MaterializeResult:
        if csv_file.stat().st_size == 0:
            raise dg.Failure(description=f"{csv_file.name} is empty; refusing to replace {table_name}")

        result = super().execute(context, table_name, csv_file, asset_key)
        context.log.info(f"Audit: {table_name} reloaded in run {context.run_id}")
        return result
