from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Optional

from dagster_dbt import DagsterDbtTranslator, DbtCliResource, DbtProject, dbt_assets

import dagster as dg

# start_project
# src/gear_shop/defs/transform.py -> repository root is three folders up.
REPO_ROOT = Path(__file__).resolve().parents[3]

gear_shop_project = DbtProject(project_dir=REPO_ROOT / "dbt" / "gear_shop")
gear_shop_project.prepare_if_dev()
# end_project


# start_translator
class GearShopTranslator(DagsterDbtTranslator):
    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        # models/staging/... -> "staging", models/marts/... -> "marts"
        fqn = dbt_resource_props["fqn"]
        return fqn[1] if len(fqn) > 2 else "transform"
# end_translator


# start_dbt_assets
@dbt_assets(
    manifest=gear_shop_project.manifest_path,
    project=gear_shop_project,
    dagster_dbt_translator=GearShopTranslator(),
)
def gear_shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource) -> Iterator[Any]:
    yield from dbt.cli(["build"], context=context).stream()
# end_dbt_assets


# start_dbt_resource
@dg.definitions
def dbt_resources() -> dg.Definitions:
    return dg.Definitions(resources={"dbt": DbtCliResource(project_dir=gear_shop_project)})
# end_dbt_resource
