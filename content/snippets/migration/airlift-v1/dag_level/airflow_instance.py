# src/shop_dagster/defs/airflow_instance.py
import dagster as dg
from dagster_airlift.core import AirflowBasicAuthBackend, AirflowInstance

airflow_instance = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url="http://localhost:8080",
        username="dagster_observer",
        password=dg.EnvVar("AIRFLOW_PASSWORD").get_value(),
    ),
    name="shop_airflow",
)
