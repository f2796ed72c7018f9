import dagster as dg
from dagster_powerbi import DagsterPowerBITranslator, PowerBIServicePrincipal, PowerBIWorkspace
from dagster_powerbi.translator import PowerBITranslatorData


class LegacyTranslator(DagsterPowerBITranslator):
    # Deprecated in 0.27.14: per-type key methods. Still honoured, with a warning.
    def get_semantic_model_asset_key(self, data: PowerBITranslatorData) -> dg.AssetKey:
        return dg.AssetKey(["power_bi", "model", data.properties["name"]])


workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("AZURE_CLIENT_ID"),
        client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
    ),
    workspace_id="a1b2c3d4-0000-4000-8000-123456789abc",
)

# Deprecated: build_defs fetches the workspace and returns ready-made Definitions.
defs = workspace.build_defs(dagster_powerbi_translator=LegacyTranslator)
