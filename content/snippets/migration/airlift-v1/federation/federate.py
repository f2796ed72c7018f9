# src/shop_dagster/defs/federation.py
import dagster as dg
from dagster_airlift.core import build_airflow_polling_sensor, load_airflow_dag_asset_specs

from shop_dagster.defs.airflow_instances import metrics_airflow, warehouse_airflow

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
).replace_attributes(
    deps=[load_customers_dag],
    # Request a run whenever load_customers has a new materialization.
    automation_condition=dg.AutomationCondition.eager(),
)


# start_trigger
@dg.multi_asset(specs=[customer_metrics_dag])
def run_customer_metrics(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    run_id = metrics_airflow.trigger_dag("customer_metrics")
    context.log.info(f"Triggered customer_metrics in metrics_airflow, run {run_id}")
    # The DAG usually takes about ten minutes; allow for a slow day.
    metrics_airflow.wait_for_run_completion("customer_metrics", run_id, timeout=3600)
    state = metrics_airflow.get_run_state("customer_metrics", run_id)
    if state != "success":
        raise dg.Failure(description=f"customer_metrics run {run_id} finished as {state}")
    return dg.MaterializeResult(
        asset_key=customer_metrics_dag.key, metadata={"airflow_run_id": run_id}
    )
# end_trigger


warehouse_sensor = build_airflow_polling_sensor(
    mapped_assets=[load_customers_dag],
    airflow_instance=warehouse_airflow,
)
metrics_sensor = build_airflow_polling_sensor(
    mapped_assets=[customer_metrics_dag],
    airflow_instance=metrics_airflow,
)


@dg.definitions
def federation_defs() -> dg.Definitions:
    return dg.Definitions(
        assets=[load_customers_dag, run_customer_metrics],
        sensors=[warehouse_sensor, metrics_sensor],
    )
