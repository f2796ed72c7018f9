# src/shop_dagster/defs/airflow.py
import dagster as dg
from dagster_airlift.core import build_defs_from_airflow_instance

from shop_dagster.defs.airflow_instance import airflow_instance


@dg.definitions
def airflow_defs() -> dg.Definitions:
    return build_defs_from_airflow_instance(
        airflow_instance=airflow_instance,
        dag_selector_fn=lambda dag: dag.dag_id == "refresh_product_catalog",
        # Start observing as soon as the code location loads, without a trip to the UI.
        default_sensor_status=dg.DefaultSensorStatus.RUNNING,
    )
