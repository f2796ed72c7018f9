import dagster as dg
from dagster_duckdb import DuckDBResource


@dg.definitions
def resources() -> dg.Definitions:
    # Defined once; every asset in the project asks for it by the key "warehouse".
    return dg.Definitions(
        resources={"warehouse": DuckDBResource(database=dg.EnvVar("WAREHOUSE_PATH"))}
    )
