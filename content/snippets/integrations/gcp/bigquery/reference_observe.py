import dagster as dg
from dagster_gcp import BigQueryResource, fetch_last_updated_timestamps


@dg.observable_source_asset(key=["raw", "orders"])
def raw_orders(bigquery: BigQueryResource) -> dg.DataVersion:
    """Loaded by another tool; Dagster only records when it changes."""
    with bigquery.get_client() as client:
        updated = fetch_last_updated_timestamps(
            client=client, dataset_id="raw", table_ids=["orders"]
        )
    return dg.DataVersion(updated["orders"].isoformat())
