# lambda_function.py, deployed together with dagster_pipes
from typing import Any

from dagster_pipes import PipesMappingParamsLoader, open_dagster_pipes


def lambda_handler(event: dict[str, Any], _context: Any) -> dict[str, Any]:
    # PipesLambdaClient merges the Pipes params into the event payload.
    with open_dagster_pipes(params_loader=PipesMappingParamsLoader(event)) as pipes:
        currency = event["currency"]
        pipes.log.info(f"Refreshing exchange rates for {currency}")

        rates = {"EUR": 1.0, "USD": 1.09, "GBP": 0.86}  # ... call the rates API ...
        pipes.report_asset_materialization(
            metadata={"base_currency": currency, "rate_count": len(rates)},
        )
    return {"status": "ok"}
