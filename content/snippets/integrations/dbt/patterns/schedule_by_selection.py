from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, build_schedule_from_dbt_selection, dbt_assets

import dagster as dg

shop_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "..", "..", "dbt", "shop").resolve()
)
shop_project.prepare_if_dev()


@dbt_assets(manifest=shop_project.manifest_path, project=shop_project)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# Hourly refresh of the models tagged "hourly", using dbt's own selection syntax.
hourly_models_schedule = build_schedule_from_dbt_selection(
    [shop_dbt_models],
    job_name="hourly_dbt_models",
    cron_schedule="0 * * * *",
    dbt_select="tag:hourly",
)

defs = dg.Definitions(
    assets=[shop_dbt_models],
    schedules=[hourly_models_schedule],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
