import dagster as dg
from dagster_gcp import BigQueryResource, GCSResource


# src/my_project/defs/resources.py: the Python alternative to a custom component.
@dg.definitions
def gcp_resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "bigquery": BigQueryResource(project=dg.EnvVar("GOOGLE_CLOUD_PROJECT"), location="EU"),
            "gcs": GCSResource(project=dg.EnvVar("GOOGLE_CLOUD_PROJECT")),
        }
    )
