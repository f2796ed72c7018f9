import dagster as dg
from dagster_census import CensusResource, census_resource

SALESFORCE_ACCOUNTS_SYNC_ID = 52


@dg.asset(group_name="analytics")
def customer_health_scores(context: dg.AssetExecutionContext) -> None:
    context.log.info("Rebuilding customer health scores in the warehouse")


@dg.asset(
    deps=[customer_health_scores],
    group_name="reverse_etl",
    kinds={"census", "salesforce"},
    automation_condition=dg.AutomationCondition.eager(),
    required_resource_keys={"census"},
)
def salesforce_account_health(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Push the latest health scores to Salesforce accounts through Census."""
    # dagster-census 0.27.14's CensusResource is a plain client, provided by `census_resource`.
    census: CensusResource = context.resources.census
    output = census.trigger_sync_and_poll(
        sync_id=SALESFORCE_ACCOUNTS_SYNC_ID,
        poll_interval=15,
        poll_timeout=1800,
    )
    status = output.sync_run["status"]
    if status in ("failed", "skipped"):
        raise dg.Failure(f"Census sync {SALESFORCE_ACCOUNTS_SYNC_ID} ended as {status}")
    return dg.MaterializeResult(
        metadata={
            "records_processed": output.sync_run["records_processed"],
            "records_updated": output.sync_run["records_updated"],
            "records_failed": output.sync_run["records_failed"],
        }
    )


defs = dg.Definitions(
    assets=[customer_health_scores, salesforce_account_health],
    resources={"census": census_resource.configured({"api_key": {"env": "CENSUS_API_KEY"}})},
)
