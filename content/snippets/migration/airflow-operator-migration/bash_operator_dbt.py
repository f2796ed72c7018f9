from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

# start_project
analytics_project = DbtProject(
    # src/shop/defs/analytics_dbt.py -> <project root>/analytics
    project_dir=Path(__file__).resolve().parents[3] / "analytics",
    target=dg.EnvVar("DBT_TARGET").get_value("dev"),
)
analytics_project.prepare_if_dev()
# end_project


# start_assets
@dbt_assets(manifest=analytics_project.manifest_path, project=analytics_project)
def analytics_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
# end_assets


# start_schedule
nightly_dbt_job = dg.define_asset_job(name="nightly_dbt_job", selection=[analytics_models])

nightly_dbt_schedule = dg.ScheduleDefinition(
    name="nightly_dbt_schedule",
    cron_schedule="0 3 * * *",
    target=nightly_dbt_job,
)


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(resources={"dbt": DbtCliResource(project_dir=analytics_project)})
# end_schedule
