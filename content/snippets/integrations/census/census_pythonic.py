from dagster_census import CensusResource, census_resource

import dagster as dg

# dagster-census 0.27.14 ships CensusResource as a plain class, not a ConfigurableResource, so it cannot
# resolve dg.EnvVar itself. census_resource reads the key from the environment when a run starts.
census = census_resource.configured(
    {"api_key": {"env": "CENSUS_API_KEY"}, "request_max_retries": 5}
)

SYNCS = {"salesforce_accounts": 52, "hubspot_contacts": 61}


@dg.asset(group_name="marts")
def customer_health_scores() -> None:
    """Rebuilds the warehouse table that both Census syncs read."""


def build_census_sync_asset(name: str, sync_id: int) -> dg.AssetsDefinition:
    @dg.asset(
        name=name,
        deps=[customer_health_scores],
        group_name="reverse_etl",
        kinds={"census"},
        automation_condition=dg.AutomationCondition.eager(),
    )
    def _sync(census: dg.ResourceParam[CensusResource]) -> dg.MaterializeResult:
        output = census.trigger_sync_and_poll(sync_id=sync_id, poll_interval=15, poll_timeout=1800)
        run = output.sync_run
        if run["status"] != "completed":
            raise dg.Failure(f"Census sync {sync_id} ended as {run['status']}")
        return dg.MaterializeResult(
            metadata={
                "records_updated": run.get("records_updated"),
                "records_failed": run.get("records_failed"),
                "destination": output.destination.get("name"),
            }
        )

    return _sync


defs = dg.Definitions(
    assets=[customer_health_scores, *(build_census_sync_asset(n, i) for n, i in SYNCS.items())],
    resources={"census": census},
)
