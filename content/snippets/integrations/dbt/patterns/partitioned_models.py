import json
from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

shop_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "..", "..", "dbt", "shop").resolve()
)
shop_project.prepare_if_dev()

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# Incremental models tagged "daily" get one partition per day; the window is passed as dbt vars.
@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    select="tag:daily",
    partitions_def=daily,
)
def daily_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    window = context.partition_time_window
    dbt_vars = {"min_date": window.start.isoformat(), "max_date": window.end.isoformat()}
    yield from dbt.cli(["build", "--vars", json.dumps(dbt_vars)], context=context).stream()


# Everything else stays unpartitioned and is built by a separate definition.
@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    exclude="tag:daily",
)
def other_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


defs = dg.Definitions(
    assets=[daily_models, other_models],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
