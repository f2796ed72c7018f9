import dagster as dg
from dagster_fivetran import (
    DagsterFivetranTranslator,
    FivetranConnectorTableProps,
    FivetranWorkspace,
    build_fivetran_assets_definitions,
)


class IngestionTranslator(DagsterFivetranTranslator):
    """Prefix every Fivetran table with `fivetran` and group them by connector service."""

    def get_asset_spec(self, props: FivetranConnectorTableProps) -> dg.AssetSpec:
        spec = super().get_asset_spec(props)
        return spec.replace_attributes(
            key=spec.key.with_prefix("fivetran"),
            group_name=props.service or "fivetran",
        )


fivetran_workspace = FivetranWorkspace(
    account_id=dg.EnvVar("FIVETRAN_ACCOUNT_ID"),
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)

# One multi-asset per connector whose name starts with "prod_".
fivetran_assets = build_fivetran_assets_definitions(
    workspace=fivetran_workspace,
    dagster_fivetran_translator=IngestionTranslator(),
    connector_selector_fn=lambda connector: connector.name.startswith("prod_"),
)

fivetran_hourly = dg.ScheduleDefinition(
    name="fivetran_hourly",
    target=dg.AssetSelection.assets(*fivetran_assets),
    cron_schedule="0 * * * *",
)

defs = dg.Definitions(
    assets=fivetran_assets,
    schedules=[fivetran_hourly],
    resources={"fivetran": fivetran_workspace},
)
