import dagster as dg
from dagster_celery_k8s import celery_k8s_job_executor


@dg.asset(op_tags={"dagster-celery/queue": "snowflake"})
def warehouse_load() -> None:
    # Goes to the "snowflake" queue, which has one worker: one warehouse load at a time.
    ...


@dg.asset(deps=[warehouse_load])
def report() -> None: ...


defs = dg.Definitions(
    assets=[warehouse_load, report],
    # With the CeleryK8sRunLauncher, runs must use this executor.
    executor=celery_k8s_job_executor,
)
