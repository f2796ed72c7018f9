import pandas as pd

import dagster as dg

from .resource import ClickHouseResource


class ClickHousePandasIOManager(dg.ConfigurableIOManager):
    """Stores DataFrame assets in existing ClickHouse tables named <database>.<asset name>.

    Unpartitioned assets replace the whole table; partitioned assets replace the rows whose
    `partition_column` (asset metadata) equals the partition key.
    """

    clickhouse: dg.ResourceDependency[ClickHouseResource]
    database: str = "analytics"

    def _table(self, context: dg.OutputContext | dg.InputContext) -> str:
        return context.asset_key.path[-1]

    def handle_output(self, context: dg.OutputContext, obj: pd.DataFrame) -> None:
        name = self._table(context)
        table = f"{self.database}.{name}"
        with self.clickhouse.get_client() as client:
            if context.has_asset_partitions:
                column = context.definition_metadata["partition_column"]
                client.command(
                    f"ALTER TABLE {table} DELETE WHERE {column} = {{key:String}}",
                    parameters={"key": context.asset_partition_key},
                    settings={"mutations_sync": 1},  # wait until the rows are gone
                )
            else:
                client.command(f"TRUNCATE TABLE {table}")
            client.insert_df(name, obj, database=self.database)
        context.add_output_metadata({"dagster/row_count": len(obj)})

    def load_input(self, context: dg.InputContext) -> pd.DataFrame:
        with self.clickhouse.get_client() as client:
            return client.query_df(f"SELECT * FROM {self.database}.{self._table(context)}")


daily = dg.DailyPartitionsDefinition(start_date="2025-10-01")


@dg.asset(partitions_def=daily, metadata={"partition_column": "day"})
def signups(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame({"day": [context.partition_key], "plan": ["team"], "count": [12]})


@dg.asset
def signup_totals(signups: pd.DataFrame) -> pd.DataFrame:
    return signups.groupby("plan", as_index=False)["count"].sum()


defs = dg.Definitions(
    assets=[signups, signup_totals],
    resources={
        "io_manager": ClickHousePandasIOManager(
            clickhouse=ClickHouseResource(
                host=dg.EnvVar("CLICKHOUSE_HOST"), password=dg.EnvVar("CLICKHOUSE_PASSWORD")
            )
        )
    },
)
