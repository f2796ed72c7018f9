import dagster as dg
from dagster_airbyte import (
    AirbyteCloudWorkspace,
    AirbyteConnectionTableProps,
    DagsterAirbyteTranslator,
    build_airbyte_assets_definitions,
)


class RawLayerTranslator(DagsterAirbyteTranslator):
    """Put every Airbyte table under raw/<connection>/<stream> in the `raw` group."""

    def get_asset_spec(self, props: AirbyteConnectionTableProps) -> dg.AssetSpec:
        spec = super().get_asset_spec(props)
        return spec.replace_attributes(
            key=dg.AssetKey(["raw", props.connection_name, props.stream_name]),
            group_name="raw",
        )


airbyte_workspace = AirbyteCloudWorkspace(
    workspace_id=dg.EnvVar("AIRBYTE_CLOUD_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_SECRET"),
)

# One assets definition per connection whose name starts with "shop_".
shop_airbyte_assets = build_airbyte_assets_definitions(
    workspace=airbyte_workspace,
    dagster_airbyte_translator=RawLayerTranslator(),
    connection_selector_fn=lambda connection: connection.name.startswith("shop_"),
)


@dg.asset(deps=[dg.AssetKey(["raw", "shop_postgres", "orders"])], group_name="analytics")
def daily_order_totals(context: dg.AssetExecutionContext) -> None:
    context.log.info("Aggregating the orders table that Airbyte just loaded")


airbyte_sync_schedule = dg.ScheduleDefinition(
    name="shop_airbyte_every_six_hours",
    target=dg.AssetSelection.assets(*shop_airbyte_assets),
    cron_schedule="0 */6 * * *",
)

defs = dg.Definitions(
    assets=[*shop_airbyte_assets, daily_order_totals],
    schedules=[airbyte_sync_schedule],
    resources={"airbyte": airbyte_workspace},
)
