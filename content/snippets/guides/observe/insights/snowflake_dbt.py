from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

shop_dbt_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_dbt_project.manifest_path)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # with_insights() attaches each model's Snowflake cost to its asset.
    yield from dbt.cli(["build"], context=context).stream().with_insights()


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"dbt": DbtCliResource(project_dir=shop_dbt_project)},
    )
