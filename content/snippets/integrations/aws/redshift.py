import dagster as dg
from dagster_aws.redshift import RedshiftClientResource


@dg.asset(kinds={"redshift"})
def daily_revenue(context: dg.AssetExecutionContext, redshift: RedshiftClientResource) -> None:
    """Rebuild the daily revenue table from the orders table."""
    client = redshift.get_client()
    client.execute_queries(
        [
            "drop table if exists marts.daily_revenue",
            """
            create table marts.daily_revenue as
            select order_date, sum(total) as revenue
            from raw.orders
            group by order_date
            """,
        ]
    )
    rows = client.execute_query("select count(*) from marts.daily_revenue", fetch_results=True)
    context.add_output_metadata({"row_count": rows[0][0]})


defs = dg.Definitions(
    assets=[daily_revenue],
    resources={
        "redshift": RedshiftClientResource(
            host=dg.EnvVar("REDSHIFT_HOST"),
            user=dg.EnvVar("REDSHIFT_USER"),
            password=dg.EnvVar("REDSHIFT_PASSWORD"),
            database="analytics",
            autocommit=True,
        )
    },
)
