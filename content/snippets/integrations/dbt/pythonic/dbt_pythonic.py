from collections.abc import Mapping
from pathlib import Path
from typing import Any, Optional

from dagster_dbt import DagsterDbtTranslator, DbtCliResource, DbtProject, dbt_assets

import dagster as dg

# src/my_project/defs/dbt_models.py -> the repository root is four levels up.
shop_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "..", "..", "dbt", "shop").resolve(),
    target="dev",
)
# Under `dg dev` this runs `dbt parse`, so target/manifest.json is current; in production it does nothing.
shop_project.prepare_if_dev()


class ShopTranslator(DagsterDbtTranslator):
    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        # models/staging/... -> "staging", models/marts/... -> "marts"; seeds and snapshots apart.
        if dbt_resource_props["resource_type"] == "model":
            return dbt_resource_props["fqn"][1]
        return "dbt_" + dbt_resource_props["resource_type"] + "s"


@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    dagster_dbt_translator=ShopTranslator(),
    exclude="tag:deprecated",
)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # context=context turns the run's asset selection into --select arguments.
    yield from dbt.cli(["build"], context=context).stream().fetch_row_counts()


defs = dg.Definitions(
    assets=[shop_dbt_models],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
