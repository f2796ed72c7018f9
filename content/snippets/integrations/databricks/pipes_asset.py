import dagster as dg
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs
from dagster_databricks import PipesDatabricksClient


@dg.asset(kinds={"databricks", "spark"})
def customer_churn_scores(
    context: dg.AssetExecutionContext, pipes_databricks: PipesDatabricksClient
) -> dg.MaterializeResult:
    """Run a PySpark script on a new job cluster and report what it wrote."""
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "customer_churn_scores",
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "i3.xlarge",
                "num_workers": 2,
            },
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {"python_file": "dbfs:/jobs/customer_churn_scores.py"},
        }
    )
    return pipes_databricks.run(
        context=context,
        task=task,
        extras={"target_table": "ml.customer_churn_scores"},
        submit_args={"run_name": "dagster-customer-churn-scores"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_churn_scores],
    resources={
        # WorkspaceClient reads DATABRICKS_HOST and DATABRICKS_TOKEN (or other
        # Databricks SDK auth settings) from the environment.
        "pipes_databricks": PipesDatabricksClient(client=WorkspaceClient()),
    },
)
