import sqlite3
from contextlib import contextmanager
from collections.abc import Iterator

import dagster as dg


# start_resource
class WarehouseResource(dg.ConfigurableResource):
    """Connection settings for the analytics warehouse (SQLite here, to keep the example runnable)."""

    database: str
    schema_prefix: str = ""

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self.database)
        try:
            yield conn
            conn.commit()
        finally:
            conn.close()

    def table(self, name: str) -> str:
        return f"{self.schema_prefix}{name}"
# end_resource


# start_consumers
@dg.asset
def signups(warehouse: WarehouseResource) -> None:
    with warehouse.connect() as conn:
        conn.execute(f"CREATE TABLE IF NOT EXISTS {warehouse.table('signups')} (email TEXT)")
        conn.execute(f"INSERT INTO {warehouse.table('signups')} VALUES ('ada@example.com')")


@dg.asset_check(asset=signups)
def signups_not_empty(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    with warehouse.connect() as conn:
        (count,) = conn.execute(f"SELECT COUNT(*) FROM {warehouse.table('signups')}").fetchone()
    return dg.AssetCheckResult(passed=count > 0, metadata={"rows": count})


@dg.sensor(target=[signups], minimum_interval_seconds=300)
def signup_table_sensor(context: dg.SensorEvaluationContext, warehouse: WarehouseResource):
    with warehouse.connect() as conn:
        exists = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE name = ?", (warehouse.table("signups"),)
        ).fetchone()
    if exists:
        return dg.SkipReason("signups table already exists")
    return dg.RunRequest()
# end_consumers


# start_definitions
defs = dg.Definitions(
    assets=[signups],
    asset_checks=[signups_not_empty],
    sensors=[signup_table_sensor],
    resources={
        "warehouse": WarehouseResource(
            database=dg.EnvVar("WAREHOUSE_DB_PATH"),
            schema_prefix=dg.EnvVar("WAREHOUSE_PREFIX"),
        )
    },
)
# end_definitions
