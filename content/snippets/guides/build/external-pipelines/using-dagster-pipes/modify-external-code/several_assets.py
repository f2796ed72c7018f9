import sys
from pathlib import Path

import dagster as dg


# One script builds two tables; each is its own asset in Dagster.
@dg.multi_asset(specs=[dg.AssetSpec("clean_orders"), dg.AssetSpec("order_totals", deps=["clean_orders"])])
def orders_script(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
):
    script = Path(__file__).parent / "build_orders.py"
    # Returns one MaterializeResult per asset the script reported.
    return pipes_subprocess_client.run(
        command=[sys.executable, str(script)], context=context
    ).get_results()


defs = dg.Definitions(
    assets=[orders_script], resources={"pipes_subprocess_client": dg.PipesSubprocessClient()}
)
