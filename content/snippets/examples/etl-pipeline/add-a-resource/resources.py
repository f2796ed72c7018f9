from dagster_duckdb import DuckDBResource

import dagster as dg


@dg.definitions
def resources() -> dg.Definitions:
    # Any asset, asset check or sensor that declares a parameter named `duckdb`
    # of type DuckDBResource receives this configured instance.
    return dg.Definitions(
        resources={"duckdb": DuckDBResource(database="data/etl.duckdb")},
    )
