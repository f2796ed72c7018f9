import shutil
from pathlib import Path

import dagster as dg

SCRIPT_PATH = Path(__file__).parents[3] / "external" / "summarize_orders.py"


@dg.asset(
    kinds={"python"},
    check_specs=[dg.AssetCheckSpec(name="no_missing_order_ids", asset="orders_summary")],
)
def orders_summary(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    python = shutil.which("python") or "python"
    return pipes_subprocess_client.run(
        command=[python, str(SCRIPT_PATH)],
        context=context,
        extras={"min_amount": 10.0},
    ).get_materialize_result()
