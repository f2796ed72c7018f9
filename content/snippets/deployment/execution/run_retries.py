import dagster as dg


@dg.asset
def api_extract() -> None: ...


@dg.asset(deps=[api_extract])
def cleaned_events() -> None: ...


# Up to 3 automatic retries for this job, re-executing everything rather than only the failed steps.
events_job = dg.define_asset_job(
    "events_job",
    selection=[api_extract, cleaned_events],
    tags={"dagster/max_retries": "3", "dagster/retry_strategy": "ALL_STEPS"},
)

# Never retry this job automatically, whatever the instance default says.
backfill_job = dg.define_asset_job(
    "backfill_job", selection=[cleaned_events], tags={"dagster/max_retries": "0"}
)

defs = dg.Definitions(assets=[api_extract, cleaned_events], jobs=[events_job, backfill_job])
