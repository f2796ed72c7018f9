import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_task_mappings,
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


# The task build_orders_mart now has a real Dagster implementation.
@dg.asset(deps=["raw_orders"])
def orders_mart(context: dg.AssetExecutionContext) -> None:
    context.log.info("Building orders_mart in Dagster instead of Airflow")


orders_assets = assets_with_task_mappings(
    dag_id="warehouse_orders",
    task_mappings={
        "load_raw_orders": [dg.AssetSpec("raw_orders")],
        "build_orders_mart": [orders_mart],
        "export_orders_report": [dg.AssetSpec("orders_report", deps=["orders_mart"])],
    },
)

defs = build_defs_from_airflow_instance(
    airflow_instance=airflow_instance,
    defs=dg.Definitions(assets=orders_assets),
)
