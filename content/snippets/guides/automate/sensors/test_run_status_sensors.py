import dagster as dg

from my_project.defs.alerts import chat_alert_on_failure, quality_report_after_orders


@dg.op
def load_orders() -> int:
    return 42


@dg.op
def load_orders_broken() -> int:
    raise ValueError("orders API returned HTTP 500")


@dg.job
def orders_job_that_succeeds():
    load_orders()


@dg.job
def orders_job_that_fails():
    load_orders_broken()


def test_success_sensor_requests_report() -> None:
    instance = dg.DagsterInstance.ephemeral()
    result = orders_job_that_succeeds.execute_in_process(instance=instance)

    context = dg.build_run_status_sensor_context(
        sensor_name="quality_report_after_orders",
        dagster_instance=instance,
        dagster_run=result.dagster_run,
        dagster_event=result.get_job_success_event(),
    )
    run_request = quality_report_after_orders(context)

    assert isinstance(run_request, dg.RunRequest)
    assert run_request.run_key == result.dagster_run.run_id


def test_failure_sensor_posts_alert(monkeypatch) -> None:
    posted: list[dict] = []
    monkeypatch.setenv("ALERT_WEBHOOK_URL", "https://chat.example.com/hook")
    monkeypatch.setattr(
        "requests.post", lambda url, json, timeout: posted.append(json)
    )

    instance = dg.DagsterInstance.ephemeral()
    result = orders_job_that_fails.execute_in_process(instance=instance, raise_on_error=False)

    context = dg.build_run_status_sensor_context(
        sensor_name="chat_alert_on_failure",
        dagster_instance=instance,
        dagster_run=result.dagster_run,
        dagster_event=result.get_job_failure_event(),
    ).for_run_failure()
    chat_alert_on_failure(context)

    assert len(posted) == 1
    assert "orders_job_that_fails" in posted[0]["text"]
