import dagster as dg
from dagster_tableau import (
    DagsterTableauTranslator,
    TableauCloudWorkspace,
    TableauTranslatorData,
    tableau_assets,
)
from dagster_tableau.translator import TableauContentType


# Tableau data source name -> key of the warehouse asset it is built from.
WAREHOUSE_TABLES = {"Orders": dg.AssetKey(["analytics", "public", "orders"])}


class ShopTableauTranslator(DagsterTableauTranslator):
    def get_asset_spec(self, data: TableauTranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        if data.content_type == TableauContentType.DATA_SOURCE:
            upstream = WAREHOUSE_TABLES.get(data.properties["name"])
            if upstream is not None:
                return spec.replace_attributes(deps=[upstream])
        return spec


tableau_workspace = TableauCloudWorkspace(
    connected_app_client_id=dg.EnvVar("TABLEAU_CLIENT_ID"),
    connected_app_secret_id=dg.EnvVar("TABLEAU_SECRET_ID"),
    connected_app_secret_value=dg.EnvVar("TABLEAU_SECRET_VALUE"),
    username=dg.EnvVar("TABLEAU_USERNAME"),
    site_name="shop-analytics",
    pod_name="10ax",
)


@tableau_assets(
    workspace=tableau_workspace,
    group_name="tableau",
    dagster_tableau_translator=ShopTableauTranslator(),
)
def shop_tableau_assets(context: dg.AssetExecutionContext, tableau: TableauCloudWorkspace):
    yield from tableau.refresh_and_poll(context=context)


# Stand-in for the asset that builds the table behind the extract.
orders = dg.AssetSpec(key=["analytics", "public", "orders"], group_name="warehouse")

refresh_tableau = dg.ScheduleDefinition(
    name="refresh_tableau_daily",
    target=dg.AssetSelection.assets(shop_tableau_assets),
    cron_schedule="0 7 * * *",
)

defs = dg.Definitions(
    assets=[orders, shop_tableau_assets],
    schedules=[refresh_tableau],
    resources={"tableau": tableau_workspace},
)
