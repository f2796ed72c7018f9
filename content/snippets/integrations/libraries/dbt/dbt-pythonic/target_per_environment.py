import os
from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

# DBT_TARGET picks the output of profiles.yml: `dev` on a laptop, `prod` in the deployment.
shop_project = DbtProject(
    project_dir=Path(__file__).parent / "dbt" / "shop",
    target=os.getenv("DBT_TARGET", "dev"),
)
shop_project.prepare_if_dev()


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# The resource takes the target from the project, so every dbt command gets `--target`.
defs = dg.Definitions(
    assets=[shop_models],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
