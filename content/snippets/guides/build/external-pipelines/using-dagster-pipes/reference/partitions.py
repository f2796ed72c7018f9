import shutil

import dagster as dg


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def daily_events(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    # The partition key travels in the context payload; no extras needed.
    return pipes_subprocess_client.run(
        command=[shutil.which("python") or "python", "external/load_events.py"],
        context=context,
    ).get_materialize_result()
