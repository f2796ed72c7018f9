import shutil

import dagster as dg


@dg.asset
def orders() -> None: ...


@dg.asset_check(asset=orders)
def orders_amounts_positive(
    context: dg.AssetCheckExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.AssetCheckResult:
    return pipes_subprocess_client.run(
        command=[shutil.which("python") or "python", "external/check_orders.py"],
        # Pipes clients take an op execution context.
        context=context.op_execution_context,
    ).get_asset_check_result()
