from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

# The dbt project lives at the repository root, two levels above this file's package.
shop_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "..", "..", "dbt", "shop").resolve(),
    target=dg.EnvVar("DBT_TARGET").get_value("dev"),
)
# Runs `dbt parse` under `dg dev` so that target/manifest.json exists; does nothing in production.
shop_project.prepare_if_dev()


@dbt_assets(manifest=shop_project.manifest_path, project=shop_project)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # `context=context` adds the run's selection to the command as --select arguments.
    yield from dbt.cli(["build"], context=context).stream()


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"dbt": DbtCliResource(project_dir=shop_project)},
    )
