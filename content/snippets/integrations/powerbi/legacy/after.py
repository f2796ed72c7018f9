import dagster as dg
from dagster_powerbi import (
    DagsterPowerBITranslator,
    PowerBIServicePrincipal,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBIContentType, PowerBITranslatorData


class ModelKeyTranslator(DagsterPowerBITranslator):
    def get_asset_spec(self, data: PowerBITranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        if data.content_type == PowerBIContentType.SEMANTIC_MODEL:
            return spec.replace_attributes(key=dg.AssetKey(["power_bi", "model", data.properties["name"]]))
        return spec


workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("AZURE_CLIENT_ID"),
        client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
    ),
    workspace_id="a1b2c3d4-0000-4000-8000-123456789abc",
)

# build_defs read items one by one (no admin scan); keep that until the principal may use the scanner.
specs = load_powerbi_asset_specs(
    workspace, dagster_powerbi_translator=ModelKeyTranslator(), use_workspace_scan=False
)

defs = dg.Definitions(
    assets=[
        build_semantic_model_refresh_asset_definition(resource_key="power_bi", spec=spec)
        if spec.tags.get("dagster-powerbi/asset_type") == "semantic_model"
        else spec
        for spec in specs
    ],
    resources={"power_bi": workspace},
)
