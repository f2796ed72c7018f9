import dagster as dg
from dagster_powerbi import (
    DagsterPowerBITranslator,
    PowerBIToken,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBIContentType, PowerBITranslatorData

class EagerModelsTranslator(DagsterPowerBITranslator):
    def get_asset_spec(self, data: PowerBITranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        if data.content_type == PowerBIContentType.SEMANTIC_MODEL:
            # Refresh a model whenever one of its upstream assets is updated.
            return spec.replace_attributes(automation_condition=dg.AutomationCondition.eager())
        return spec


workspace = PowerBIWorkspace(
    # A token is the quickest way to try things; use a service principal in production.
    credentials=PowerBIToken(api_token=dg.EnvVar("POWER_BI_API_TOKEN")),
    workspace_id=dg.EnvVar("POWER_BI_WORKSPACE_ID"),
)

# use_workspace_scan=False reads items one by one with workspace-level permissions,
# instead of the admin scanner API (which needs Power BI admin API access).
specs = load_powerbi_asset_specs(
    workspace, dagster_powerbi_translator=EagerModelsTranslator(), use_workspace_scan=False
)

assets = [
    build_semantic_model_refresh_asset_definition(resource_key="power_bi", spec=spec)
    if spec.tags.get("dagster-powerbi/asset_type") == "semantic_model"
    else spec
    for spec in specs
]

defs = dg.Definitions(assets=assets, resources={"power_bi": workspace})
