import dagster as dg
from dagster_powerbi import (
    PowerBIServicePrincipal,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBITagSet

sales_workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("AZURE_CLIENT_ID"),
        client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
    ),
    workspace_id=dg.EnvVar("POWER_BI_WORKSPACE_ID"),
)

powerbi_specs = load_powerbi_asset_specs(sales_workspace)


def is_semantic_model(spec: dg.AssetSpec) -> bool:
    return PowerBITagSet.extract(spec.tags).asset_type == "semantic_model"


# Semantic models become refreshable; dashboards, reports and data sources stay external.
powerbi_assets = [
    build_semantic_model_refresh_asset_definition(resource_key="power_bi", spec=spec)
    if is_semantic_model(spec)
    else spec
    for spec in powerbi_specs
]

defs = dg.Definitions(assets=powerbi_assets, resources={"power_bi": sales_workspace})
