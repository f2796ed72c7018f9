import shutil

import dagster as dg


@dg.multi_asset(specs=[dg.AssetSpec("orders_clean"), dg.AssetSpec("customers_clean")])
def clean_tables(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
):
    # get_results() returns one result per reported asset (and check).
    return pipes_subprocess_client.run(
        command=[shutil.which("python") or "python", "external/clean_tables.py"],
        context=context,
    ).get_results()
