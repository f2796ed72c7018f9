from dagster_airbyte import AirbyteCloudWorkspace, build_airbyte_assets_definitions

import dagster as dg

workspace = AirbyteCloudWorkspace(
    workspace_id=dg.EnvVar("AIRBYTE_CLOUD_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_SECRET"),
)

# Every table of the selected connection is discovered from the workspace: no table list to maintain.
shop_assets = build_airbyte_assets_definitions(
    workspace=workspace,
    connection_selector_fn=lambda connection: connection.name == "shop_postgres",
)

defs = dg.Definitions(
    assets=shop_assets,
    resources={"airbyte": workspace},
)
