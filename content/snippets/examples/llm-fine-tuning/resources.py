from dagster_duckdb import DuckDBResource
from dagster_openai import OpenAIResource

import dagster as dg


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "duckdb": DuckDBResource(database="data/catalog.duckdb"),
            "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
        }
    )
