import os

import dagster as dg
from dagster_databricks import PipesDatabricksClient
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs


@dg.asset(kinds={"databricks", "spark"})
def daily_sessions(
    context: dg.AssetExecutionContext, pipes_databricks: PipesDatabricksClient
) -> dg.MaterializeResult:
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "daily_sessions",
            # A new job cluster per run: Pipes passes its bootstrap values in spark_env_vars.
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "i3.xlarge",
                "num_workers": 2,
            },
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {
                "python_file": "dbfs:/pipelines/daily_sessions.py",
                "parameters": ["--date", context.partition_key if context.has_partition_key else "latest"],
            },
        }
    )
    return pipes_databricks.run(task=task, context=context).get_materialize_result()


defs = dg.Definitions(
    assets=[daily_sessions],
    resources={
        "pipes_databricks": PipesDatabricksClient(
            client=WorkspaceClient(
                host=os.environ["DATABRICKS_HOST"],
                token=os.environ["DATABRICKS_TOKEN"],
            ),
            poll_interval_seconds=10,
        )
    },
)
