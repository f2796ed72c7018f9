import dagster as dg
from dagster_celery import celery_executor


@dg.asset(op_tags={"dagster-celery/queue": "warehouse", "dagster-celery/priority": "8"})
def load_orders() -> None: ...


@dg.asset(deps=[load_orders])
def orders_report() -> None: ...


orders_job = dg.define_asset_job("orders_job", selection=[load_orders, orders_report])

# Broker and backend come from run config (see celery_config.yaml), so that the executor and the
# workers read exactly the same values.
defs = dg.Definitions(
    assets=[load_orders, orders_report], jobs=[orders_job], executor=celery_executor
)
