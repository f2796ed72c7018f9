import csv
import os
from pathlib import Path

import duckdb
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets, get_asset_key_for_model

import dagster as dg

REPO_ROOT = Path(__file__).joinpath("..", "..", "..", "..").resolve()
DUCKDB_PATH = os.getenv("DUCKDB_DATABASE", str(REPO_ROOT / "shop.duckdb"))

shop_project = DbtProject(project_dir=REPO_ROOT / "dbt" / "shop")
shop_project.prepare_if_dev()


# 1. Ingest: writes raw.orders, the table that dbt declares as source('raw', 'orders').
@dg.asset(key=["raw", "orders"], group_name="ingest", kinds={"duckdb"})
def raw_orders() -> dg.MaterializeResult:
    with duckdb.connect(DUCKDB_PATH) as conn:
        conn.execute("create schema if not exists raw")
        conn.execute(
            "create or replace table raw.orders as select * from read_csv_auto(?)",
            [str(REPO_ROOT / "data" / "orders.csv")],
        )
        (rows,) = conn.execute("select count(*) from raw.orders").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": rows})


# 2. Transform: every dbt model becomes an asset; stg_orders depends on raw/orders via the source.
@dbt_assets(manifest=shop_project.manifest_path, project=shop_project)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# 3. Report: a Python asset downstream of the orders_daily model.
@dg.asset(deps=[get_asset_key_for_model([shop_dbt_models], "orders_daily")], group_name="reports")
def orders_daily_csv() -> None:
    with duckdb.connect(DUCKDB_PATH, read_only=True) as conn:
        rows = conn.execute("select * from orders_daily order by order_date").fetchall()
    with open(REPO_ROOT / "reports" / "orders_daily.csv", "w", newline="") as f:
        csv.writer(f).writerows(rows)


defs = dg.Definitions(
    assets=[raw_orders, shop_dbt_models, orders_daily_csv],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
    schedules=[
        dg.ScheduleDefinition(
            name="daily_pipeline", target=dg.AssetSelection.all(), cron_schedule="0 6 * * *"
        )
    ],
)
