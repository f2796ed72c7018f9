# src/shop_dagster/defs/airflow.py
import dagster as dg
from dagster_airlift.core import assets_with_task_mappings, build_defs_from_airflow_instance

from shop_dagster.defs.airflow_instance import airflow_instance

# start_mappings
raw_orders = dg.AssetSpec(
    "raw_orders",
    description="Yesterday's orders, loaded from the shop backend's CSV export.",
    kinds={"duckdb"},
    group_name="orders",
)
daily_revenue = dg.AssetSpec(
    "daily_revenue",
    description="Completed orders and revenue per day.",
    deps=[raw_orders],
    kinds={"duckdb"},
    group_name="orders",
)
revenue_report = dg.AssetSpec(
    "revenue_report",
    description="CSV report of daily revenue for the finance team.",
    deps=[daily_revenue],
    kinds={"csv"},
    group_name="orders",
)

nightly_orders_assets = assets_with_task_mappings(
    dag_id="nightly_orders",
    task_mappings={
        "extract_orders": [raw_orders],
        "build_daily_revenue": [daily_revenue],
        "export_revenue_report": [revenue_report],
    },
)
# end_mappings


@dg.definitions
def airflow_defs() -> dg.Definitions:
    return build_defs_from_airflow_instance(
        airflow_instance=airflow_instance,
        defs=dg.Definitions(assets=nightly_orders_assets),
        dag_selector_fn=lambda dag: dag.dag_id == "nightly_orders",
    )
