import dagster as dg
from dagster_msteams import Card, MSTeamsResource, make_teams_on_run_failure_sensor


@dg.asset
def customer_churn_report() -> float:
    # Stand-in for a model that scores customer churn.
    return 0.043


@dg.asset
def churn_report_announcement(
    msteams: MSTeamsResource, customer_churn_report: float
) -> None:
    card = Card()
    card.add_attachment(
        text_message=f"Weekly churn report is ready: {customer_churn_report:.1%} of customers at risk."
    )
    msteams.get_client().post_message(payload=card.payload)


def describe_failure(context: dg.RunFailureSensorContext) -> str:
    run = context.dagster_run
    return f"Job {run.job_name} failed (run {run.run_id[:8]}): {context.failure_event.message}"


teams_on_run_failure = make_teams_on_run_failure_sensor(
    hook_url=dg.EnvVar("TEAMS_WEBHOOK_URL").get_value() or "",
    message_fn=describe_failure,
    webserver_base_url="http://localhost:3000",
    default_status=dg.DefaultSensorStatus.RUNNING,
)


defs = dg.Definitions(
    assets=[customer_churn_report, churn_report_announcement],
    sensors=[teams_on_run_failure],
    resources={"msteams": MSTeamsResource(hook_url=dg.EnvVar("TEAMS_WEBHOOK_URL"))},
)
