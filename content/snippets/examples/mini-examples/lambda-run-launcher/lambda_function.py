# lambda_function.py, deployed with dagster-pipes in the package or a layer
from typing import Any

from dagster_pipes import PipesMappingParamsLoader, open_dagster_pipes


def lambda_handler(event: dict[str, Any], _context: Any) -> dict[str, Any]:
    with open_dagster_pipes(params_loader=PipesMappingParamsLoader(event)) as pipes:
        base = event["base_currency"]
        symbols = event["symbols"]
        pipes.log.info(f"Fetching {len(symbols)} rates against {base}")

        rates = {symbol: 1.0 for symbol in symbols}  # call the rates provider here

        pipes.report_asset_materialization(
            metadata={"base_currency": base, "rate_count": len(rates)},
        )
    return {"status": "ok"}
