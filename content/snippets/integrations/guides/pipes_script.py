"""Approach 3: Pipes. The work runs in another process; it reports back through dagster-pipes."""

import shutil

import dagster as dg


@dg.asset(kinds={"python"})
def scored_leads(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
) -> dg.MaterializeResult:
    # score_leads.py calls open_dagster_pipes() and report_asset_materialization(...).
    return pipes_subprocess_client.run(
        command=[shutil.which("python") or "python", "score_leads.py"],
        context=context,
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[scored_leads],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
