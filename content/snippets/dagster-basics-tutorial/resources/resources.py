from dagster_duckdb import DuckDBResource

import dagster as dg


@dg.definitions
def resources() -> dg.Definitions:
    # Every asset or check that declares a parameter named `duckdb` of type
    # DuckDBResource receives this configured instance.
    return dg.Definitions(
        resources={"duckdb": DuckDBResource(database="data/ecommerce.duckdb")},
    )
