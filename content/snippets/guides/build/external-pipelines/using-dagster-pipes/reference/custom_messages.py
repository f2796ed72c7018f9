import shutil

import dagster as dg


@dg.asset
def daily_revenue_by_region(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dict[str, float]:
    invocation = pipes_subprocess_client.run(
        command=[shutil.which("python") or "python", "external/revenue.py"],
        context=context,
    )
    messages = invocation.get_custom_messages()
    if len(messages) != 1:
        raise RuntimeError(f"Expected one summary message, got {len(messages)}")

    # The returned value is stored by the asset's I/O manager like any other output.
    return messages[0]
