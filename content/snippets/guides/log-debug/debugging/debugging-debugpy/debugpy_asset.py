import os

import dagster as dg


def wait_for_debugger() -> None:
    """Open a debugpy port and block until an IDE attaches, if DEBUGPY is set."""
    if os.environ.get("DEBUGPY") != "1":
        return
    import debugpy

    debugpy.listen(("127.0.0.1", 5678))
    debugpy.wait_for_client()


@dg.asset
def shipping_costs(context: dg.AssetExecutionContext) -> dict[str, float]:
    """Computes shipping cost per region; attach VS Code to step through it."""
    wait_for_debugger()

    weights_kg = {"north": 12.5, "south": 4.0, "islands": 9.75}
    rate_per_kg = {"north": 1.2, "south": 1.0, "islands": 2.4}
    costs = {region: round(kg * rate_per_kg[region], 2) for region, kg in weights_kg.items()}
    context.log.info(f"Computed shipping costs for {len(costs)} regions")
    return costs
