import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    build_defs_from_airflow_instance,
)

airflow_instance = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url="http://airflow.internal:8080",
        username="dagster_observer",
        password=dg.EnvVar("AIRFLOW_PASSWORD").get_value(),
    ),
    name="prod_airflow",
)

# Every DAG becomes an asset keyed prod_airflow/dag/<dag_id>, plus a sensor that records runs.
defs = build_defs_from_airflow_instance(
    airflow_instance=airflow_instance,
    dag_selector_fn=lambda dag: dag.dag_id.startswith("warehouse_"),
)
