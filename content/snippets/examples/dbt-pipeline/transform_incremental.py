import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Optional

from dagster_dbt import DagsterDbtTranslator, DbtCliResource, DbtProject, dbt_assets

import dagster as dg

REPO_ROOT = Path(__file__).resolve().parents[3]

gear_shop_project = DbtProject(project_dir=REPO_ROOT / "dbt" / "gear_shop")
gear_shop_project.prepare_if_dev()

# start_partitions
# One partition per calendar day, starting with the first day of order history.
daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")

INCREMENTAL_SELECTOR = "tag:daily"
# end_partitions


class GearShopTranslator(DagsterDbtTranslator):
    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        fqn = dbt_resource_props["fqn"]
        return fqn[1] if len(fqn) > 2 else "transform"


# start_full_models
@dbt_assets(
    manifest=gear_shop_project.manifest_path,
    project=gear_shop_project,
    dagster_dbt_translator=GearShopTranslator(),
    exclude=INCREMENTAL_SELECTOR,
    name="gear_shop_models",
)
def gear_shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource) -> Iterator[Any]:
    yield from dbt.cli(["build"], context=context).stream()
# end_full_models


# start_incremental_models
@dbt_assets(
    manifest=gear_shop_project.manifest_path,
    project=gear_shop_project,
    dagster_dbt_translator=GearShopTranslator(),
    select=INCREMENTAL_SELECTOR,
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    name="gear_shop_daily_models",
)
def gear_shop_daily_models(
    context: dg.AssetExecutionContext, dbt: DbtCliResource
) -> Iterator[Any]:
    # For one partition the window is one day; for a single-run backfill it
    # spans every selected day, so one dbt invocation covers the whole range.
    window = context.partition_time_window
    dbt_vars = {
        "min_date": window.start.strftime("%Y-%m-%d"),
        "max_date": window.end.strftime("%Y-%m-%d"),
    }
    yield from dbt.cli(["build", "--vars", json.dumps(dbt_vars)], context=context).stream()
# end_incremental_models


@dg.definitions
def dbt_resources() -> dg.Definitions:
    return dg.Definitions(resources={"dbt": DbtCliResource(project_dir=gear_shop_project)})
