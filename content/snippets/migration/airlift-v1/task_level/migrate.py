# src/shop_dagster/defs/airflow.py
import duckdb

import dagster as dg
from dagster_airlift.core import assets_with_task_mappings, build_defs_from_airflow_instance

from shop_dagster.defs.airflow_instance import airflow_instance

WAREHOUSE_PATH = "/opt/shop/warehouse.duckdb"
ORDERS_EXPORT_PATH = "/opt/shop/exports/orders.csv"
REPORT_PATH = "/opt/shop/reports/daily_revenue.csv"


# start_daily_revenue
@dg.asset(
    deps=["raw_orders"],
    description="Completed orders and revenue per day.",
    kinds={"duckdb"},
    group_name="orders",
)
def daily_revenue() -> dg.MaterializeResult:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            """
            create or replace table daily_revenue as
            select
                cast(ordered_at as date) as order_date,
                count(*) as order_count,
                sum(amount) as revenue
            from raw_orders
            where status = 'completed'
            group by 1
            """
        )
        row = conn.execute("select count(*) from daily_revenue").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})
# end_daily_revenue


@dg.asset(
    description="Yesterday's orders, loaded from the shop backend's CSV export.",
    kinds={"duckdb"},
    group_name="orders",
)
def raw_orders() -> dg.MaterializeResult:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"create or replace table raw_orders as select * from read_csv_auto('{ORDERS_EXPORT_PATH}')"
        )
        row = conn.execute("select count(*) from raw_orders").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})


@dg.asset(
    deps=[daily_revenue],
    description="CSV report of daily revenue for the finance team.",
    kinds={"csv"},
    group_name="orders",
)
def revenue_report() -> dg.MaterializeResult:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"copy (select * from daily_revenue order by order_date) to '{REPORT_PATH}' (header, delimiter ',')"
        )
    return dg.MaterializeResult(metadata={"path": REPORT_PATH})


# start_mappings
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
