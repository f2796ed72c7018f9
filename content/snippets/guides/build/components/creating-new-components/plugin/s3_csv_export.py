from collections.abc import Sequence

import dagster as dg


class S3CsvExport(dg.Component, dg.Model, dg.Resolvable):
    """Exports warehouse tables to CSV files in an S3 bucket, one asset per table."""

    bucket: str
    tables: Sequence[str]
    group_name: str = "exports"

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        specs = [
            dg.AssetSpec(
                key=["exports", table],
                deps=[table],
                group_name=self.group_name,
                kinds={"s3", "csv"},
                metadata={"destination": f"s3://{self.bucket}/{table}.csv"},
            )
            for table in self.tables
        ]

        @dg.multi_asset(name="export_tables_to_s3", specs=specs, can_subset=True)
        def _export(context: dg.AssetExecutionContext):
            for key in context.selected_asset_keys:
                table = key.path[-1]
                context.log.info(f"Exporting {table} to s3://{self.bucket}/{table}.csv")
                # Replace with a real export, for example a COPY ... TO statement.
                yield dg.MaterializeResult(asset_key=key)

        return dg.Definitions(assets=[_export])
