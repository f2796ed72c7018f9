from dagster_cloud.dagster_insights import InsightsBigQueryResource

import dagster as dg


@dg.asset(kinds={"bigquery"})
def weekly_active_users(bigquery: InsightsBigQueryResource) -> dg.MaterializeResult:
    # Used exactly like BigQueryResource from dagster-gcp.
    with bigquery.get_client() as client:
        job = client.query(
            "create or replace table analytics.weekly_active_users as "
            "select date_trunc(event_date, week) as week, count(distinct user_id) as users "
            "from raw.events group by week"
        )
        job.result()
    return dg.MaterializeResult(metadata={"bytes_billed": job.total_bytes_billed or 0})


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"bigquery": InsightsBigQueryResource(project=dg.EnvVar("GCP_PROJECT"))}
    )
