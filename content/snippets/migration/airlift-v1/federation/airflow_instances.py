# src/shop_dagster/defs/airflow_instances.py
import dagster as dg
from dagster_airlift.core import AirflowBasicAuthBackend, AirflowInstance

# The data platform team's Airflow: ingestion DAGs such as load_customers.
warehouse_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url="http://airflow-warehouse.internal:8080",
        username="dagster_federation",
        password=dg.EnvVar("WAREHOUSE_AIRFLOW_PASSWORD").get_value(),
    ),
    name="warehouse_airflow",
)

# The analytics team's Airflow: reporting DAGs such as customer_metrics.
metrics_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url="http://airflow-metrics.internal:8080",
        username="dagster_federation",
        password=dg.EnvVar("METRICS_AIRFLOW_PASSWORD").get_value(),
    ),
    name="metrics_airflow",
)
