import os

import dagster as dg
from dagster_databricks.pipes import PipesDatabricksServerlessClient
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs


@dg.asset(kinds={"databricks"})
def churn_features(
    context: dg.AssetExecutionContext, pipes_serverless: PipesDatabricksServerlessClient
) -> dg.MaterializeResult:
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "churn_features",
            "environment_key": "pipes_env",
            "spark_python_task": {
                "python_file": "/Workspace/Shared/pipelines/churn_features.py",
                "source": "WORKSPACE",
            },
        }
    )
    # Serverless Python tasks need an environment; declare it in the submit arguments.
    environments = [
        jobs.JobEnvironment(
            environment_key="pipes_env",
            spec=jobs.compute.Environment(client="1", dependencies=["dagster-pipes"]),
        )
    ]
    return pipes_serverless.run(
        task=task, context=context, submit_args={"environments": environments}
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[churn_features],
    resources={
        "pipes_serverless": PipesDatabricksServerlessClient(
            client=WorkspaceClient(
                host=os.environ["DATABRICKS_HOST"],
                token=os.environ["DATABRICKS_TOKEN"],
            ),
            # A Unity Catalog volume the run can write to; Pipes exchanges its files there.
            volume_path="/Volumes/main/dagster/pipes",
        )
    },
)
