import dagster as dg
from dagster_hightouch.resources import HightouchResource


class HightouchSyncRunner(dg.ConfigurableResource):
    """A small configurable wrapper so assets can trigger Hightouch syncs."""

    api_key: str

    def run_sync(self, sync_id: str) -> None:
        HightouchResource(api_key=self.api_key).sync_and_poll(sync_id)


@dg.asset(group_name="analytics")
def lead_scores(context: dg.AssetExecutionContext) -> None:
    context.log.info("Scoring leads in the warehouse")


@dg.asset(deps=[lead_scores], group_name="activation", kinds={"hightouch"})
def salesforce_lead_scores(hightouch: HightouchSyncRunner) -> None:
    """Copy lead scores to Salesforce once they are rebuilt."""
    hightouch.run_sync("48213")


defs = dg.Definitions(
    assets=[lead_scores, salesforce_lead_scores],
    resources={"hightouch": HightouchSyncRunner(api_key=dg.EnvVar("HIGHTOUCH_API_KEY"))},
)
