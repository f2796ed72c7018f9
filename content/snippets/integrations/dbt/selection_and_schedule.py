from pathlib import Path

from dagster_dbt import (
    DbtCliResource,
    DbtProject,
    build_dbt_asset_selection,
    build_schedule_from_dbt_selection,
    dbt_assets,
)

import dagster as dg

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop")
shop_project.prepare_if_dev()


@dbt_assets(manifest=shop_project.manifest_path, project=shop_project)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from (
        dbt.cli(["build"], context=context)
        .stream()
        .fetch_row_counts()
        .fetch_column_metadata()
    )


# Finance marts plus every asset upstream of them, including non-dbt ingestion assets.
finance_selection = build_dbt_asset_selection(
    [shop_dbt_models], dbt_select="marts.finance"
).upstream()
finance_refresh_job = dg.define_asset_job("finance_refresh", selection=finance_selection)

# A job and a schedule in one call: models tagged `hourly`, at minute 15.
hourly_models_schedule = build_schedule_from_dbt_selection(
    [shop_dbt_models],
    job_name="hourly_models",
    cron_schedule="15 * * * *",
    dbt_select="tag:hourly",
)

defs = dg.Definitions(
    assets=[shop_dbt_models],
    jobs=[finance_refresh_job],
    schedules=[hourly_models_schedule],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
