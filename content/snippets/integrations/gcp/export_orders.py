import json

import dagster as dg
from dagster_gcp import BigQueryResource, GCSResource

EXPORT_BUCKET = "acme-exports"
EXPORT_KEY = "orders/daily_order_totals.json"


@dg.asset(kinds={"bigquery"})
def daily_order_totals(bigquery: BigQueryResource) -> dg.MaterializeResult:
    """Aggregate raw orders into one row per day, inside BigQuery."""
    with bigquery.get_client() as client:
        client.query(
            """
            CREATE OR REPLACE TABLE analytics.daily_order_totals AS
            SELECT DATE(created_at) AS order_date, COUNT(*) AS orders, SUM(amount) AS revenue
            FROM raw.orders
            GROUP BY order_date
            """
        ).result()
        rows = list(client.query("SELECT COUNT(*) AS days FROM analytics.daily_order_totals").result())
    return dg.MaterializeResult(metadata={"days": rows[0].days})


@dg.asset(kinds={"gcs"}, deps=[daily_order_totals])
def daily_order_totals_export(
    bigquery: BigQueryResource, gcs: GCSResource
) -> dg.MaterializeResult:
    """Publish the daily totals as a JSON file for a partner team."""
    with bigquery.get_client() as client:
        result = client.query(
            "SELECT order_date, orders, revenue FROM analytics.daily_order_totals ORDER BY order_date"
        ).result()
        records = [dict(row.items()) for row in result]

    blob = gcs.get_client().bucket(EXPORT_BUCKET).blob(EXPORT_KEY)
    blob.upload_from_string(json.dumps(records, default=str), content_type="application/json")
    return dg.MaterializeResult(
        metadata={
            "records": len(records),
            "uri": dg.MetadataValue.path(f"gs://{EXPORT_BUCKET}/{EXPORT_KEY}"),
        }
    )


defs = dg.Definitions(
    assets=[daily_order_totals, daily_order_totals_export],
    resources={
        "bigquery": BigQueryResource(
            project=dg.EnvVar("GCP_PROJECT"),
            location="US",
            # A base64-encoded service account key. Delete this line to use
            # Application Default Credentials instead.
            gcp_credentials=dg.EnvVar("GCP_CREDENTIALS_B64"),
        ),
        "gcs": GCSResource(project=dg.EnvVar("GCP_PROJECT")),
    },
)
