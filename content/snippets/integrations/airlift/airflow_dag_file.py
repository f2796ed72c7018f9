# dags/warehouse_orders.py, in the Airflow project
from pathlib import Path

from airflow import DAG
from airflow.operators.bash import BashOperator
from dagster_airlift.in_airflow import load_proxied_state_from_yaml, proxying_to_dagster

with DAG("warehouse_orders", schedule="@daily", catchup=False) as dag:
    load_raw_orders = BashOperator(task_id="load_raw_orders", bash_command="python load_orders.py")
    build_orders_mart = BashOperator(task_id="build_orders_mart", bash_command="dbt run -s orders_mart")
    export_orders_report = BashOperator(
        task_id="export_orders_report", bash_command="python export_report.py"
    )
    load_raw_orders >> build_orders_mart >> export_orders_report

# Must be the last statement of the file: swaps proxied tasks for Dagster operators.
proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
)
