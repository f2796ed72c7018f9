import dagster as dg
from dagster_powerbi import (
    DagsterPowerBITranslator,
    PowerBIServicePrincipal,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBIContentType, PowerBITagSet, PowerBITranslatorData

REFRESHED_MODELS = {"Sales_Model"}


class SalesPowerBITranslator(DagsterPowerBITranslator):
    def get_asset_spec(self, data: PowerBITranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        if data.content_type == PowerBIContentType.DATA_SOURCE:
            return spec
        return spec.replace_attributes(group_name="power_bi", owners=["team:sales-analytics"])


sales_workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("AZURE_CLIENT_ID"),
        client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
    ),
    workspace_id=dg.EnvVar("POWER_BI_WORKSPACE_ID"),
    refresh_timeout=900,
)

specs = load_powerbi_asset_specs(sales_workspace, dagster_powerbi_translator=SalesPowerBITranslator())


def should_refresh(spec: dg.AssetSpec) -> bool:
    is_model = PowerBITagSet.extract(spec.tags).asset_type == "semantic_model"
    return is_model and spec.key.path[-1] in REFRESHED_MODELS


refreshable = [
    build_semantic_model_refresh_asset_definition(resource_key="power_bi", spec=spec)
    for spec in specs
    if should_refresh(spec)
]
external = [spec for spec in specs if not should_refresh(spec)]

refresh_sales_model = dg.ScheduleDefinition(
    name="refresh_sales_model",
    target=dg.AssetSelection.assets(*refreshable),
    cron_schedule="30 6 * * 1-5",
)

defs = dg.Definitions(
    assets=[*refreshable, *external],
    schedules=[refresh_sales_model],
    resources={"power_bi": sales_workspace},
)
