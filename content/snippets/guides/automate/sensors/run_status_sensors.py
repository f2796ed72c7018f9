import os

import dagster as dg
import requests


@dg.asset
def nightly_orders() -> None: ...


@dg.asset
def data_quality_report() -> None: ...


nightly_orders_job = dg.define_asset_job("nightly_orders_job", selection=[nightly_orders])
quality_report_job = dg.define_asset_job("quality_report_job", selection=[data_quality_report])


# Launch the quality report every time the nightly orders job succeeds.
@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[nightly_orders_job],
    request_job=quality_report_job,
)
def quality_report_after_orders(context: dg.RunStatusSensorContext):
    finished_run = context.dagster_run
    return dg.RunRequest(
        # Keyed on the upstream run, so one successful run triggers exactly one report.
        run_key=finished_run.run_id,
        tags={"triggered_by_run": finished_run.run_id},
    )


# end_success_sensor


# start_failure_sensor
# Post a message to a chat webhook whenever any job in this code location fails.
@dg.run_failure_sensor
def chat_alert_on_failure(context: dg.RunFailureSensorContext) -> None:
    run = context.dagster_run
    message = f"Job {run.job_name} failed (run {run.run_id}): {context.failure_event.message}"
    requests.post(os.environ["ALERT_WEBHOOK_URL"], json={"text": message}, timeout=10)


# end_failure_sensor
