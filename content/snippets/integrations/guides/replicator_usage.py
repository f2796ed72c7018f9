"""Using the Replicator integration in a project's definitions."""

import dagster as dg

from .replicator_integration import (
    ReplicatorResource,
    ReplicatorTable,
    ReplicatorTranslator,
    replicator_assets,
    sync_and_report,
)

# Listing tables calls the service, so it happens when the code location loads. A fixed list keeps
# loading fast and offline; call ReplicatorResource(...).list_tables("crm") to build it instead.
CRM_TABLES = [
    ReplicatorTable("crm", "crm", "customers"),
    ReplicatorTable("crm", "crm", "orders"),
    ReplicatorTable("crm", "crm", "invoices"),
]


class TeamTranslator(ReplicatorTranslator):
    """Puts every CRM table under the sales team."""

    def get_asset_spec(self, table: ReplicatorTable) -> dg.AssetSpec:
        return super().get_asset_spec(table).replace_attributes(owners=["team:sales"])


translator = TeamTranslator()


@replicator_assets(connection_id="crm", tables=CRM_TABLES, translator=translator)
def crm_replication(context: dg.AssetExecutionContext, replicator: ReplicatorResource):
    yield from sync_and_report(context, replicator, "crm", CRM_TABLES, translator)


@dg.asset(deps=[dg.AssetKey(["crm", "orders"]), dg.AssetKey(["crm", "customers"])])
def revenue_by_customer() -> None:
    """A downstream asset: it runs after the two CRM tables it reads are synced."""


defs = dg.Definitions(
    assets=[crm_replication, revenue_by_customer],
    resources={"replicator": ReplicatorResource(api_token=dg.EnvVar("REPLICATOR_API_TOKEN"))},
)
