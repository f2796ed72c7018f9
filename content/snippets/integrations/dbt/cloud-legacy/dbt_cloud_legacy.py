from dagster_dbt import DbtCloudClientResource, load_assets_from_dbt_cloud_job

import dagster as dg

dbt_cloud = DbtCloudClientResource(
    auth_token=dg.EnvVar("DBT_CLOUD_API_TOKEN"),
    account_id=12345,
    # For a regional or single-tenant account, use its access URL instead.
    dbt_cloud_host="https://cloud.getdbt.com/",
)

# Reads the job's settings and the project manifest from dbt Cloud when the code location loads;
# materializing any of the assets triggers the job.
nightly_models = load_assets_from_dbt_cloud_job(dbt_cloud=dbt_cloud, job_id=67890)

defs = dg.Definitions(
    assets=[nightly_models],
    schedules=[
        dg.ScheduleDefinition(
            name="dbt_cloud_nightly",
            target=dg.AssetSelection.all(),
            cron_schedule="0 3 * * *",
        )
    ],
)
