# Variant for an all-purpose cluster that is already running.
import os

from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesDbfsContextLoader,
    PipesDbfsMessageWriter,
    open_dagster_pipes,
)

# Orchestration side: pass "existing_cluster_id" instead of "new_cluster", e.g.
#   jobs.SubmitTask.from_dict({
#       "task_key": "daily_kpis",
#       "existing_cluster_id": os.environ["DATABRICKS_CLUSTER_ID"],
#       "spark_python_task": {"python_file": "/Workspace/Shared/pipes/daily_kpis.py",
#                             "source": jobs.Source.WORKSPACE},
#   })

# External side: environment variables cannot be set on a running cluster, so
# the client appends the Pipes params to the task parameters instead.
with open_dagster_pipes(
    params_loader=PipesCliArgsParamsLoader(),
    context_loader=PipesDbfsContextLoader(),
    message_writer=PipesDbfsMessageWriter(),
) as pipes:
    pipes.log.info(f"Running on cluster {os.environ.get('DB_CLUSTER_ID', 'unknown')}")
