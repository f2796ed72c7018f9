from datetime import timedelta
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Optional

from dagster_dbt import DagsterDbtTranslator, DbtCliResource, DbtProject, dbt_assets
from dagster.preview.freshness import FreshnessPolicy

import dagster as dg

shop_project = DbtProject(project_dir=Path(__file__).parent / "dbt" / "shop")
shop_project.prepare_if_dev()


class FreshnessTranslator(DagsterDbtTranslator):
    def get_asset_spec(
        self, manifest: Mapping[str, Any], unique_id: str, project: Optional[DbtProject]
    ) -> dg.AssetSpec:
        spec = super().get_asset_spec(manifest, unique_id, project)
        node = manifest["nodes"].get(unique_id, {})
        # Hours per model from `config: {meta: {freshness_hours: 6}}` in its YAML, 24 otherwise.
        hours = node.get("meta", {}).get("freshness_hours", 24)
        return spec.replace_attributes(
            freshness_policy=FreshnessPolicy.time_window(fail_window=timedelta(hours=hours))
        )


@dg.definitions
def defs() -> dg.Definitions:
    @dbt_assets(manifest=shop_project.manifest_path, dagster_dbt_translator=FreshnessTranslator())
    def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
        yield from dbt.cli(["build"], context=context).stream()

    return dg.Definitions(assets=[shop_models], resources={"dbt": DbtCliResource(project_dir=shop_project)})
