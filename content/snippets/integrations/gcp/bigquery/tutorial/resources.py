import dagster as dg
from dagster_gcp import BigQueryResource
from dagster_gcp_pandas import BigQueryPandasIOManager


@dg.definitions
def resources() -> dg.Definitions:
    project = dg.EnvVar("GCP_PROJECT")
    return dg.Definitions(
        resources={
            # For assets that run their own SQL.
            "bigquery": BigQueryResource(project=project, location="US"),
            # For assets that return pandas DataFrames.
            "io_manager": BigQueryPandasIOManager(project=project, location="US"),
        }
    )
