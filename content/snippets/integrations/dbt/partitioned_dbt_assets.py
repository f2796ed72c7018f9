import json
from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop")
shop_project.prepare_if_dev()

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# Incremental models tagged `daily` read the window from `var('min_date')` and `var('max_date')`.
@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    select="tag:daily",
    partitions_def=daily,
    name="shop_daily_models",
)
def shop_daily_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    window = context.partition_time_window
    dbt_vars = {
        "min_date": window.start.strftime("%Y-%m-%d"),
        "max_date": window.end.strftime("%Y-%m-%d"),
    }
    yield from dbt.cli(["build", "--vars", json.dumps(dbt_vars)], context=context).stream()


# Everything else stays unpartitioned, in a second definition with its own name.
@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    exclude="tag:daily",
    name="shop_models",
)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
