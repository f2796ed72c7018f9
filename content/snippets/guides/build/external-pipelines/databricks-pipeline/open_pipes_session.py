import os
import sys
from typing import Any

import dagster as dg
from dagster_databricks import PipesDbfsContextInjector, PipesDbfsMessageReader
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs


@dg.asset(kinds={"databricks"})
def daily_kpis(context: dg.AssetExecutionContext):
    client = WorkspaceClient(
        host=os.environ["DATABRICKS_HOST"], token=os.environ["DATABRICKS_TOKEN"]
    )
    with dg.open_pipes_session(
        context=context,
        context_injector=PipesDbfsContextInjector(client=client),
        message_reader=PipesDbfsMessageReader(client=client),
        extras={"target_table": "analytics.daily_kpis"},
    ) as session:
        task: dict[str, Any] = {
            "task_key": "daily_kpis",
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "i3.xlarge",
                "num_workers": 1,
                # Your own launch code must forward the bootstrap env vars.
                "spark_env_vars": dict(session.get_bootstrap_env_vars()),
            },
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {"python_file": "/Workspace/Shared/pipes/daily_kpis.py"},
        }
        run = client.jobs.submit(
            run_name=f"dagster-{context.run_id[:8]}",
            tasks=[jobs.SubmitTask.from_dict(task)],
        ).result()  # blocks until the run terminates
        print(f"Databricks run finished: {run.run_page_url}", file=sys.stderr)

    return session.get_results()
