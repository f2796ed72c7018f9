import dagster as dg
from dagster_celery import celery_executor

BROKER_URL = "redis://redis.internal:6379/0"
BACKEND_URL = "redis://redis.internal:6379/1"


@dg.asset(op_tags={"dagster-celery/queue": "warehouse"})
def daily_orders() -> None:
    # Loads into the warehouse; the "warehouse" queue limits how many run at once.
    ...


@dg.asset(op_tags={"dagster-celery/queue": "warehouse"})
def daily_customers() -> None: ...


@dg.asset(deps=[daily_orders, daily_customers])
def customer_lifetime_value() -> None:
    # No queue tag: goes to the default "dagster" queue.
    ...


nightly_job = dg.define_asset_job(
    "nightly_job",
    selection=[daily_orders, daily_customers, customer_lifetime_value],
    executor_def=celery_executor.configured(
        {"broker": BROKER_URL, "backend": BACKEND_URL}
    ),
)


defs = dg.Definitions(
    assets=[daily_orders, daily_customers, customer_lifetime_value],
    jobs=[nightly_job],
)
