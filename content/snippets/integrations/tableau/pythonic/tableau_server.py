import dagster as dg
from dagster_tableau import (
    TableauServerWorkspace,
    build_tableau_materializable_assets_definition,
    load_tableau_asset_specs,
    parse_tableau_external_and_materializable_asset_specs,
)

tableau = TableauServerWorkspace(
    connected_app_client_id=dg.EnvVar("TABLEAU_CLIENT_ID"),
    connected_app_secret_id=dg.EnvVar("TABLEAU_SECRET_ID"),
    connected_app_secret_value=dg.EnvVar("TABLEAU_SECRET_VALUE"),
    username=dg.EnvVar("TABLEAU_USERNAME"),
    site_name="finance",
    server_name="tableau.example.com",
)

# Only the workbooks of the "Finance Reporting" project.
specs = load_tableau_asset_specs(
    workspace=tableau,
    workbook_selector_fn=lambda workbook: workbook.project_name == "Finance Reporting",
)

# Data sources -> external assets; sheets and dashboards (and, with the flag, published data sources
# with extracts) -> one materializable assets definition.
parsed = parse_tableau_external_and_materializable_asset_specs(
    specs, include_data_sources_with_extracts=True
)

tableau_assets = build_tableau_materializable_assets_definition(
    resource_key="tableau",
    specs=parsed.materializable_asset_specs,
    # Extract refreshes Dagster starts before reading the sheets' state (ids from Tableau's REST API).
    refreshable_data_source_ids=["1f5e6a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b"],
)

defs = dg.Definitions(
    assets=[*parsed.external_asset_specs, tableau_assets],
    resources={"tableau": tableau},
)
