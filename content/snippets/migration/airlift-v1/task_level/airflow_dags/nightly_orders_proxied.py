# dags/nightly_orders.py in the Airflow project, with proxying enabled
from datetime import datetime
from pathlib import Path

import duckdb
from airflow import DAG
from airflow.operators.python import PythonOperator
from dagster_airlift.in_airflow import load_proxied_state_from_yaml, proxying_to_dagster

WAREHOUSE_PATH = "/opt/shop/warehouse.duckdb"
ORDERS_EXPORT_PATH = "/opt/shop/exports/orders.csv"
REPORT_PATH = "/opt/shop/reports/daily_revenue.csv"


def extract_orders() -> None:
    # The shop backend drops a CSV export of yesterday's orders every night.
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"create or replace table raw_orders as select * from read_csv_auto('{ORDERS_EXPORT_PATH}')"
        )


def build_daily_revenue() -> None:
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


def export_revenue_report() -> None:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"copy (select * from daily_revenue order by order_date) to '{REPORT_PATH}' (header, delimiter ',')"
        )


with DAG(
    dag_id="nightly_orders",
    schedule="0 2 * * *",
    start_date=datetime(2024, 1, 1),
    catchup=False,
) as dag:
    extract = PythonOperator(task_id="extract_orders", python_callable=extract_orders)
    build = PythonOperator(task_id="build_daily_revenue", python_callable=build_daily_revenue)
    export = PythonOperator(task_id="export_revenue_report", python_callable=export_revenue_report)

    extract >> build >> export


# start_proxying
# Called at the bottom of the file, after the DAG exists: it swaps every task marked `proxied: true`
# in proxied_state/nightly_orders.yaml for an operator that runs the mapped assets in Dagster.
proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
)
# end_proxying
