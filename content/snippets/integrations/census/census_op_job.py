import dagster as dg
from dagster_census import census_resource, census_trigger_sync_op

sync_hubspot_contacts = census_trigger_sync_op.configured(
    {"sync_id": 61, "poll_interval": 30}, name="sync_hubspot_contacts"
)


@dg.job(
    resource_defs={"census": census_resource.configured({"api_key": {"env": "CENSUS_API_KEY"}})}
)
def hubspot_contacts_reverse_etl():
    sync_hubspot_contacts()


nightly_contacts = dg.ScheduleDefinition(
    job=hubspot_contacts_reverse_etl, cron_schedule="0 5 * * *"
)

defs = dg.Definitions(jobs=[hubspot_contacts_reverse_etl], schedules=[nightly_contacts])
