import os
import shutil

import dagster as dg


@dg.asset
def customer_export(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    return pipes_subprocess_client.run(
        command=[shutil.which("python") or "python", "external/export_customers.py"],
        context=context,
        # Environment variables for the child process, merged over the
        # variables set on the resource.
        env={"WAREHOUSE_URL": os.environ["WAREHOUSE_URL"]},
        # JSON-serializable values, read with pipes.get_extra() on the other side.
        extras={"region": "emea", "include_inactive": False},
    ).get_materialize_result()
