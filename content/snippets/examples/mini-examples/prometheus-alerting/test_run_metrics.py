from unittest import mock

import dagster as dg
from run_metrics import defs, nightly_job, push_success_metrics


def test_pushes_success_and_failure() -> None:
    instance = dg.DagsterInstance.ephemeral()
    result = defs.resolve_job_def(nightly_job.name).execute_in_process(instance=instance)
    with mock.patch("run_metrics.requests.post") as post:
        context = dg.build_run_status_sensor_context(
            sensor_name="push_success_metrics",
            dagster_instance=instance,
            dagster_run=result.dagster_run,
            dagster_event=result.get_run_success_event(),
        )
        push_success_metrics(context)
    url = post.call_args.args[0]
    body = post.call_args.kwargs["data"]
    assert url.endswith("/metrics/job/dagster/dagster_job/nightly_orders_job")
    assert "dagster_job_last_run_success 1" in body
    assert "dagster_job_last_success_timestamp_seconds" in body


if __name__ == "__main__":
    test_pushes_success_and_failure()
    print("metrics test passed")
