import dagster as dg
from dagster_sigma import (
    DagsterSigmaTranslator,
    SigmaBaseUrl,
    SigmaDatasetTranslatorData,
    SigmaFilter,
    SigmaOrganization,
    SigmaWorkbookTranslatorData,
    build_materialize_workbook_assets_definition,
    load_sigma_asset_specs,
)


class ShopSigmaTranslator(DagsterSigmaTranslator):
    def get_asset_spec(
        self, data: SigmaDatasetTranslatorData | SigmaWorkbookTranslatorData
    ) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        if isinstance(data, SigmaWorkbookTranslatorData):
            return spec.replace_attributes(group_name="sigma_workbooks")
        return spec.replace_attributes(group_name="sigma_datasets")


sigma_organization = SigmaOrganization(
    base_url=SigmaBaseUrl.AWS_US,
    client_id=dg.EnvVar("SIGMA_CLIENT_ID"),
    client_secret=dg.EnvVar("SIGMA_CLIENT_SECRET"),
)

specs = load_sigma_asset_specs(
    sigma_organization,
    dagster_sigma_translator=ShopSigmaTranslator(),
    sigma_filter=SigmaFilter(workbook_folders=[["Sales"]], include_unused_datasets=False),
)

# Workbooks whose materialization schedules Dagster should run.
MATERIALIZED_WORKBOOKS = {dg.AssetKey(["Weekly_Revenue"])}

materialized = [
    build_materialize_workbook_assets_definition("sigma", spec)
    for spec in specs
    if spec.key in MATERIALIZED_WORKBOOKS
]
external = [spec for spec in specs if spec.key not in MATERIALIZED_WORKBOOKS]

# Stand-in for the asset that builds the warehouse table the datasets read.
orders = dg.AssetSpec(key=["analytics", "public", "orders"], group_name="warehouse")

defs = dg.Definitions(
    assets=[orders, *materialized, *external],
    resources={"sigma": sigma_organization},
)
