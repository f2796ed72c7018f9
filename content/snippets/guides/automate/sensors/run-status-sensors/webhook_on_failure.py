import json
import urllib.request

import dagster as dg


@dg.asset
def nightly_export() -> None: ...


export_job = dg.define_asset_job("export_job", selection=[nightly_export])


class Webhook(dg.ConfigurableResource):
    url: str

    def post(self, payload: dict) -> None:
        request = urllib.request.Request(
            self.url, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"}
        )
        urllib.request.urlopen(request, timeout=10)


@dg.run_failure_sensor(monitored_jobs=[export_job], default_status=dg.DefaultSensorStatus.RUNNING)
def export_failure_webhook(context: dg.RunFailureSensorContext, webhook: Webhook) -> None:
    webhook.post(
        {
            "job": context.dagster_run.job_name,
            "run_id": context.dagster_run.run_id,
            "error": context.failure_event.message,
        }
    )


defs = dg.Definitions(
    assets=[nightly_export],
    jobs=[export_job],
    sensors=[export_failure_webhook],
    resources={"webhook": Webhook(url=dg.EnvVar("ALERT_WEBHOOK_URL"))},
)
