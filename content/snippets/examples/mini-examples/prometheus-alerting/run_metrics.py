import os
import time

import requests

import dagster as dg


# start_push
def push_run_metrics(context: dg.RunStatusSensorContext, succeeded: bool) -> None:
    """Push one run's outcome to the Prometheus Pushgateway in the text exposition format."""
    run = context.dagster_run
    gateway = os.getenv("PROMETHEUS_PUSHGATEWAY", "http://localhost:9091")
    now = time.time()
    lines = [
        "# TYPE dagster_job_last_run_success gauge",
        f"dagster_job_last_run_success {1 if succeeded else 0}",
        "# TYPE dagster_job_last_finish_timestamp_seconds gauge",
        f"dagster_job_last_finish_timestamp_seconds {now}",
    ]
    if succeeded:
        lines += [
            "# TYPE dagster_job_last_success_timestamp_seconds gauge",
            f"dagster_job_last_success_timestamp_seconds {now}",
        ]
    # One group per job: each push replaces the metrics of that job's previous push
    # for the metric names it contains (PUT would replace the whole group).
    response = requests.post(
        f"{gateway}/metrics/job/dagster/dagster_job/{run.job_name}",
        data="\n".join(lines) + "\n",
        timeout=10,
    )
    response.raise_for_status()
# end_push


# start_sensors
@dg.run_status_sensor(run_status=dg.DagsterRunStatus.SUCCESS, monitor_all_code_locations=True)
def push_success_metrics(context: dg.RunStatusSensorContext) -> None:
    push_run_metrics(context, succeeded=True)


@dg.run_failure_sensor(monitor_all_code_locations=True)
def push_failure_metrics(context: dg.RunFailureSensorContext) -> None:
    push_run_metrics(context, succeeded=False)
# end_sensors


@dg.asset
def nightly_orders() -> None: ...


nightly_job = dg.define_asset_job("nightly_orders_job", selection=[nightly_orders])

defs = dg.Definitions(
    assets=[nightly_orders],
    jobs=[nightly_job],
    sensors=[push_success_metrics, push_failure_metrics],
)
