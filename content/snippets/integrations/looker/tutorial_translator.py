from typing import Optional

import dagster as dg
from dagster_looker import (
    DagsterLookerApiTranslator,
    LookerApiTranslatorStructureData,
    LookerFilter,
    LookerResource,
    LookerStructureType,
    load_looker_asset_specs,
)


def warehouse_key(sql_table_name: Optional[str]) -> Optional[dg.AssetKey]:
    """Turn 'ANALYTICS.PUBLIC.ORDERS' into the asset key analytics/public/orders."""
    if not sql_table_name:
        return None
    return dg.AssetKey(sql_table_name.strip("`\"").lower().split("."))


class ShopLookerTranslator(DagsterLookerApiTranslator):
    def get_asset_spec(self, looker_structure: LookerApiTranslatorStructureData) -> dg.AssetSpec:
        spec = super().get_asset_spec(looker_structure)
        if looker_structure.structure_type == LookerStructureType.VIEW:
            key = warehouse_key(looker_structure.data.sql_table_name)
            return spec.replace_attributes(key=key) if key else spec
        if looker_structure.structure_type == LookerStructureType.DASHBOARD:
            return spec.replace_attributes(group_name="looker_dashboards", owners=["team:analytics"])
        return spec.replace_attributes(group_name="looker_explores")


# Stand-in for the asset that builds the orders table (dbt, Snowflake, ...).
orders = dg.AssetSpec(key=["analytics", "public", "orders"], group_name="warehouse")

looker = LookerResource(
    base_url=dg.EnvVar("LOOKERSDK_BASE_URL"),
    client_id=dg.EnvVar("LOOKERSDK_CLIENT_ID"),
    client_secret=dg.EnvVar("LOOKERSDK_CLIENT_SECRET"),
)

looker_specs = load_looker_asset_specs(
    looker_resource=looker,
    dagster_looker_translator=ShopLookerTranslator(),
    looker_filter=LookerFilter(
        dashboard_folders=[["Shared", "Sales"]],
        only_fetch_explores_used_in_dashboards=True,
    ),
)

defs = dg.Definitions(assets=[orders, *looker_specs], resources={"looker": looker})
