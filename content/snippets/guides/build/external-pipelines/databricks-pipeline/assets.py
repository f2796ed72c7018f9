import dagster as dg
from dagster_databricks import PipesDatabricksClient
from databricks.sdk.service import jobs


@dg.asset(kinds={"databricks"})
def daily_kpis(
    context: dg.AssetExecutionContext, pipes_databricks: PipesDatabricksClient
) -> dg.MaterializeResult:
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "daily_kpis",
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "i3.xlarge",
                "num_workers": 1,
                # Lets the client forward driver stdout/stderr from DBFS.
                "cluster_log_conf": {"dbfs": {"destination": "dbfs:/cluster-logs"}},
            },
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {
                "python_file": "/Workspace/Shared/pipes/daily_kpis.py",
                "source": jobs.Source.WORKSPACE,
            },
        }
    )
    return pipes_databricks.run(
        task=task,
        context=context,
        extras={"target_table": "analytics.daily_kpis"},
    ).get_materialize_result()
