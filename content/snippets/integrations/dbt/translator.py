from collections.abc import Mapping
from pathlib import Path
from typing import Any, Optional

from dagster_dbt import (
    DagsterDbtTranslator,
    DagsterDbtTranslatorSettings,
    DbtCliResource,
    DbtProject,
    dbt_assets,
)

import dagster as dg

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop")
shop_project.prepare_if_dev()


class ShopTranslator(DagsterDbtTranslator):
    def get_asset_key(self, dbt_resource_props: Mapping[str, Any]) -> dg.AssetKey:
        # Sources keep the keys of the ingestion assets that write them: raw/<table>.
        if dbt_resource_props["resource_type"] == "source":
            return dg.AssetKey(["raw", dbt_resource_props["name"]])
        return dg.AssetKey(["analytics", dbt_resource_props["name"]])

    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        # fqn is ["shop", "staging", "stg_orders"]: group by the models/ sub-folder.
        fqn = dbt_resource_props["fqn"]
        return fqn[1] if len(fqn) > 2 else "analytics"

    def get_owners(self, dbt_resource_props: Mapping[str, Any]) -> Optional[list[str]]:
        return ["team:analytics-engineering"]


shop_translator = ShopTranslator(
    settings=DagsterDbtTranslatorSettings(
        enable_code_references=True,
        enable_source_tests_as_checks=True,
    )
)


@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    dagster_dbt_translator=shop_translator,
)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
