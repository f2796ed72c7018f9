import dagster as dg
from dagster_pagerduty import PagerDutyService


@dg.asset
def warehouse_orders() -> int:
    # Stand-in for the load of the orders table into the warehouse.
    return 52_310


orders_job = dg.define_asset_job("orders_job", selection=[warehouse_orders])


def incident_key(job_name: str) -> str:
    # One stable key per job, so a later success can resolve the same incident.
    return f"dagster-{job_name}"


@dg.run_failure_sensor(
    monitored_jobs=[orders_job], default_status=dg.DefaultSensorStatus.RUNNING
)
def page_on_orders_failure(
    context: dg.RunFailureSensorContext, pagerduty: PagerDutyService
) -> None:
    run = context.dagster_run
    pagerduty.EventV2_create(
        summary=f"Dagster job {run.job_name} failed",
        source="dagster-prod",
        severity="error",
        dedup_key=incident_key(run.job_name),
        custom_details={"run_id": run.run_id, "error": context.failure_event.message},
    )


@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[orders_job],
    default_status=dg.DefaultSensorStatus.RUNNING,
)
def resolve_on_orders_success(
    context: dg.RunStatusSensorContext, pagerduty: PagerDutyService
) -> None:
    run = context.dagster_run
    pagerduty.EventV2_create(
        summary=f"Dagster job {run.job_name} recovered",
        source="dagster-prod",
        severity="info",
        event_action="resolve",
        dedup_key=incident_key(run.job_name),
    )


defs = dg.Definitions(
    assets=[warehouse_orders],
    jobs=[orders_job],
    sensors=[page_on_orders_failure, resolve_on_orders_success],
    resources={"pagerduty": PagerDutyService(routing_key=dg.EnvVar("PAGERDUTY_ROUTING_KEY"))},
)
