"""A job meant for quick, light runs in the code location's shared container (non-isolated)."""

import dagster as dg


@dg.asset
def exchange_rates(context: dg.AssetExecutionContext) -> dict[str, float]:
    context.log.info("fetching today's rates")
    return {"EUR": 1.08, "GBP": 1.27}


# Runs of this job skip the per-run container, so they start in seconds, but they share
# the code location's small container. Non-isolated runs must be enabled in the
# deployment settings, or the tag is ignored and the run is isolated.
refresh_rates_job = dg.define_asset_job(
    "refresh_rates_job",
    selection=[exchange_rates],
    tags={"dagster/isolation": "disabled"},
)

defs = dg.Definitions(assets=[exchange_rates], jobs=[refresh_rates_job])
