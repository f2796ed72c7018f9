import shutil
from pathlib import Path

import dagster as dg

# The external script lives outside the defs/ folder so that Dagster does not
# import it while loading definitions.
SCRIPT_PATH = Path(__file__).parents[3] / "external" / "summarize_orders.py"


@dg.asset(kinds={"python"})
def orders_summary(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    python = shutil.which("python")
    if python is None:
        raise RuntimeError("No python executable found on PATH")

    return pipes_subprocess_client.run(
        command=[python, str(SCRIPT_PATH)],
        context=context,
    ).get_materialize_result()
