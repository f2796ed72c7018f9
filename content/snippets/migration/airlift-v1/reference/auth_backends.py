import boto3

import dagster as dg
from dagster_airlift.core import AirflowBasicAuthBackend, AirflowInstance
from dagster_airlift.mwaa import MwaaSessionAuthBackend

# start_basic
basic_instance = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url="http://localhost:8080",
        username="dagster_observer",
        password=dg.EnvVar("AIRFLOW_PASSWORD").get_value(),
    ),
    name="shop_airflow",
)
# end_basic

# start_mwaa
mwaa_instance = AirflowInstance(
    auth_backend=MwaaSessionAuthBackend(
        mwaa_client=boto3.client("mwaa", region_name="eu-west-1"),
        env_name="shop-analytics",
    ),
    name="shop_mwaa",
)
# end_mwaa
