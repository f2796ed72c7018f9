import dagster as dg
from dagster_gcp import BigQueryResource


@dg.asset(kinds={"bigquery"}, group_name="orders")
def daily_order_totals(
    context: dg.AssetExecutionContext, bigquery: BigQueryResource
) -> dg.MaterializeResult:
    """One row per day with the number of orders and the revenue."""
    with bigquery.get_client() as client:
        job = client.query(
            """
            CREATE OR REPLACE TABLE analytics.daily_order_totals AS
            SELECT DATE(created_at) AS order_date,
                   COUNT(*) AS orders,
                   SUM(amount) AS revenue
            FROM raw.orders
            GROUP BY order_date
            """
        )
        job.result()  # wait for the job; raises if the SQL fails
        table = client.get_table("analytics.daily_order_totals")

    context.log.info(f"BigQuery job {job.job_id} processed {job.total_bytes_processed} bytes")
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": table.num_rows,
            "bytes_processed": job.total_bytes_processed or 0,
        }
    )
