from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

analytics_dbt_project = DbtProject(project_dir=Path(__file__).parent / "analytics_dbt")


@dbt_assets(manifest=analytics_dbt_project.manifest_path)
def analytics_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # with_insights() looks up each model's BigQuery job and records its bytes billed.
    yield from dbt.cli(["build"], context=context).stream().with_insights()


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"dbt": DbtCliResource(project_dir=analytics_dbt_project)},
    )
