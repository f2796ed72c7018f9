import os

import dagster as dg
from dagster_databricks import PipesDatabricksClient
from databricks.sdk import WorkspaceClient


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "pipes_databricks": PipesDatabricksClient(
                client=WorkspaceClient(
                    host=os.environ["DATABRICKS_HOST"],
                    token=os.environ["DATABRICKS_TOKEN"],
                ),
                poll_interval_seconds=10,
            )
        }
    )
