import os

import dagster as dg


@dg.template_var
def warehouse_database() -> str:
    """Falls back to a local DuckDB file when WAREHOUSE_DATABASE is not set."""
    return os.getenv("WAREHOUSE_DATABASE", "data/local_warehouse.duckdb")


@dg.template_var
def is_production() -> bool:
    return os.getenv("DAGSTER_CLOUD_DEPLOYMENT_NAME") == "prod"
