from dagster_duckdb import DuckDBResource

import dagster as dg


@dg.asset(kinds={"duckdb"})
def daily_visits(duckdb: DuckDBResource) -> None:
    with duckdb.get_connection() as conn:
        conn.execute("create or replace table daily_visits as select 1 as visits")


# DUCKDB_DATABASE is read when a run starts: data/dev.duckdb on a laptop,
# /mnt/warehouse/prod.duckdb in production.
defs = dg.Definitions(
    assets=[daily_visits],
    resources={"duckdb": DuckDBResource(database=dg.EnvVar("DUCKDB_DATABASE"))},
)
