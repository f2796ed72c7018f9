import dagster as dg
from dagster_hightouch.ops import hightouch_sync_op
from dagster_hightouch.resources import ht_resource

# Sync ids are shown in the URL of each sync in the Hightouch app.
sync_salesforce_leads = hightouch_sync_op.configured(
    {"sync_id": "48213"}, name="sync_salesforce_leads"
)
sync_braze_audiences = hightouch_sync_op.configured(
    {"sync_id": "48217"}, name="sync_braze_audiences"
)


@dg.job
def activation_job():
    sync_salesforce_leads()
    sync_braze_audiences()


defs = dg.Definitions(
    jobs=[activation_job],
    schedules=[dg.ScheduleDefinition(job=activation_job, cron_schedule="30 6 * * *")],
    resources={
        "hightouch": ht_resource.configured({"api_key": dg.EnvVar("HIGHTOUCH_API_KEY")}),
    },
)
