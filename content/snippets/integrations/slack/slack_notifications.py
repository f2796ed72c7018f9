import os

import dagster as dg
from dagster_slack import SlackResource, make_slack_on_run_failure_sensor


@dg.asset
def daily_orders() -> int:
    # Stand-in for a query against the orders table.
    return 1_842


@dg.asset
def orders_digest(slack: SlackResource, daily_orders: int) -> None:
    slack.get_client().chat_postMessage(
        channel="#sales-reports",
        text=f"Yesterday's orders are loaded: {daily_orders:,} rows.",
    )


def describe_failure(context: dg.RunFailureSensorContext) -> str:
    run = context.dagster_run
    return f":red_circle: Job `{run.job_name}` failed: {context.failure_event.message}"


slack_on_run_failure = make_slack_on_run_failure_sensor(
    channel="#data-alerts",
    slack_token=os.environ["SLACK_BOT_TOKEN"],
    text_fn=describe_failure,
    webserver_base_url="http://localhost:3000",
    default_status=dg.DefaultSensorStatus.RUNNING,
)


defs = dg.Definitions(
    assets=[daily_orders, orders_digest],
    sensors=[slack_on_run_failure],
    resources={"slack": SlackResource(token=dg.EnvVar("SLACK_BOT_TOKEN"))},
)
