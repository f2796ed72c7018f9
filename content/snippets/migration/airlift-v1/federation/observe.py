# src/shop_dagster/defs/federation.py
import dagster as dg
from dagster_airlift.core import build_airflow_polling_sensor, load_airflow_dag_asset_specs

from shop_dagster.defs.airflow_instances import metrics_airflow, warehouse_airflow

# start_specs
load_customers_dag = next(
    iter(
        load_airflow_dag_asset_specs(
            airflow_instance=warehouse_airflow,
            dag_selector_fn=lambda dag: dag.dag_id == "load_customers",
        )
    )
)
customer_metrics_dag = next(
    iter(
        load_airflow_dag_asset_specs(
            airflow_instance=metrics_airflow,
            dag_selector_fn=lambda dag: dag.dag_id == "customer_metrics",
        )
    )
).replace_attributes(deps=[load_customers_dag])
# end_specs

# start_sensors
warehouse_sensor = build_airflow_polling_sensor(
    mapped_assets=[load_customers_dag],
    airflow_instance=warehouse_airflow,
)
metrics_sensor = build_airflow_polling_sensor(
    mapped_assets=[customer_metrics_dag],
    airflow_instance=metrics_airflow,
)
# end_sensors


@dg.definitions
def federation_defs() -> dg.Definitions:
    return dg.Definitions(
        assets=[load_customers_dag, customer_metrics_dag],
        sensors=[warehouse_sensor, metrics_sensor],
    )
