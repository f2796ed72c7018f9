# dags/nightly_orders.py in the Airflow project, proxying to Dagster+
from pathlib import Path

import requests
from airflow.models import Variable
from dagster_airlift.in_airflow import (
    BaseProxyTaskToDagsterOperator,
    load_proxied_state_from_yaml,
    proxying_to_dagster,
)


class DagsterPlusProxyOperator(BaseProxyTaskToDagsterOperator):
    def get_dagster_session(self, context) -> requests.Session:
        session = requests.Session()
        session.headers["Dagster-Cloud-Api-Token"] = Variable.get("dagster_api_token")
        return session

    def get_dagster_url(self, context) -> str:
        return "https://shop.dagster.cloud/prod"


# ... the DAG definition ...

proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
    build_from_task_fn=DagsterPlusProxyOperator.build_from_task,
)
