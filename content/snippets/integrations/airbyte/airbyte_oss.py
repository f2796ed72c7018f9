import dagster as dg
from dagster_airbyte import AirbyteWorkspace, airbyte_assets

# A self-managed Airbyte deployment exposes two APIs; both URLs are required.
airbyte_workspace = AirbyteWorkspace(
    rest_api_base_url="http://airbyte.internal:8000/api/public/v1",
    configuration_api_base_url="http://airbyte.internal:8000/api/v1",
    workspace_id=dg.EnvVar("AIRBYTE_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLIENT_SECRET"),
)


@airbyte_assets(
    connection_id="3b7e9d2a-51c4-4f0e-9a6b-8d2f0c1e7a45",
    workspace=airbyte_workspace,
    name="crm_postgres_to_warehouse",
    group_name="crm",
)
def crm_tables(context: dg.AssetExecutionContext, airbyte: AirbyteWorkspace):
    selected = sorted(key.to_user_string() for key in context.selected_asset_keys)
    context.log.info(f"Starting Airbyte sync for {len(selected)} tables")
    yield from airbyte.sync_and_poll(context=context)


defs = dg.Definitions(
    assets=[crm_tables],
    resources={"airbyte": airbyte_workspace},
)
