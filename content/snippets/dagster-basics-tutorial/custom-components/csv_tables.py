from dataclasses import dataclass

from dagster_duckdb import DuckDBResource

import dagster as dg


@dataclass
class CsvTables(dg.Component, dg.Resolvable):
    """Loads CSV files from a base URL into DuckDB, one asset per table.

    Each entry in `tables` becomes an asset with the same key, filled from
    `<base_url>/<table>.csv`.
    """

    base_url: str
    tables: list[str]
    group_name: str = "raw"

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(assets=[self._table_asset(table) for table in self.tables])

    def _table_asset(self, table: str) -> dg.AssetsDefinition:
        source = f"{self.base_url}/{table}.csv"

        @dg.asset(
            name=table,
            group_name=self.group_name,
            kinds={"duckdb"},
            description=f"Loaded from {source}",
        )
        def _load(duckdb: DuckDBResource) -> dg.MaterializeResult:
            with duckdb.get_connection() as conn:
                conn.execute(
                    f"create or replace table {table} as select * from read_csv_auto('{source}')"
                )
                row = conn.execute(f"select count(*) from {table}").fetchone()
            return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})

        return _load
