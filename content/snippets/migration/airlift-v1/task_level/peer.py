# src/shop_dagster/defs/airflow.py
import dagster as dg
from dagster_airlift.core import build_defs_from_airflow_instance

from shop_dagster.defs.airflow_instance import airflow_instance


@dg.definitions
def airflow_defs() -> dg.Definitions:
    # One asset per selected DAG (shop_airflow/dag/nightly_orders) and one polling sensor.
    return build_defs_from_airflow_instance(
        airflow_instance=airflow_instance,
        dag_selector_fn=lambda dag: dag.dag_id == "nightly_orders",
    )
