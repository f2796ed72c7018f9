import os

import dagster as dg
from databricks.connect import DatabricksSession


@dg.definitions
def resources() -> dg.Definitions:
    spark = (
        DatabricksSession.builder.remote(
            host=os.environ["DATABRICKS_HOST"],
            token=os.environ["DATABRICKS_TOKEN"],
        )
        .serverless()  # or .clusterId(os.environ["DATABRICKS_CLUSTER_ID"])
        .getOrCreate()
    )
    return dg.Definitions(resources={"spark": spark})
