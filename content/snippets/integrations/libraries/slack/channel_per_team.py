import os

from dagster_slack import make_slack_on_run_failure_sensor

import dagster as dg


@dg.asset(group_name="finance")
def ledger() -> None: ...


@dg.asset(group_name="marketing")
def campaign_stats() -> None: ...


finance_job = dg.define_asset_job("finance_job", selection=dg.AssetSelection.groups("finance"))
marketing_job = dg.define_asset_job("marketing_job", selection=dg.AssetSelection.groups("marketing"))

# One sensor per team: each watches its own jobs and posts to its own channel.
# Sensor names must be unique, so each gets a `name`.
ALERT_ROUTES = {
    "#finance-data-alerts": [finance_job],
    "#marketing-data-alerts": [marketing_job],
}

failure_sensors = [
    make_slack_on_run_failure_sensor(
        channel=channel,
        slack_token=os.environ["SLACK_BOT_TOKEN"],
        monitored_jobs=jobs,
        name=f"slack_failures_{channel.strip('#').replace('-', '_')}",
        webserver_base_url="https://dagster.example.com",
        default_status=dg.DefaultSensorStatus.RUNNING,
    )
    for channel, jobs in ALERT_ROUTES.items()
]

defs = dg.Definitions(
    assets=[ledger, campaign_stats], jobs=[finance_job, marketing_job], sensors=failure_sensors
)
