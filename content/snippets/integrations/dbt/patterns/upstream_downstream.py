from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets, get_asset_key_for_model

import dagster as dg

shop_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "..", "..", "dbt", "shop").resolve()
)
shop_project.prepare_if_dev()


# Same key as the dbt source `raw.orders` (source name, table name): dbt models that select
# from {{ source('raw', 'orders') }} become downstream of this asset.
@dg.asset(key=["raw", "orders"], group_name="ingest")
def raw_orders() -> None:
    """Loads the day's orders into raw.orders."""


@dbt_assets(manifest=shop_project.manifest_path, project=shop_project)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# A Python asset that reads the `orders_daily` mart, wherever dbt keys it.
@dg.asset(deps=[get_asset_key_for_model([shop_dbt_models], "orders_daily")], group_name="reports")
def revenue_report() -> None:
    """Builds the revenue report from the orders_daily mart."""


defs = dg.Definitions(
    assets=[raw_orders, shop_dbt_models, revenue_report],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
