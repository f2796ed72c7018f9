import dagster as dg
from dagster_aws.athena import AthenaClientResource, AthenaError


@dg.asset
def daily_active_customers(
    context: dg.AssetExecutionContext, athena: AthenaClientResource
) -> list[tuple[str, int]]:
    """Count distinct customers per day from the events table in the data lake."""
    client = athena.get_client()
    try:
        rows = client.execute_query(
            """
            select event_date, count(distinct customer_id) as customers
            from analytics.events
            where event_date >= date_add('day', -7, current_date)
            group by event_date
            order by event_date
            """,
            fetch_results=True,
        )
    except AthenaError as error:
        context.log.error(f"Athena rejected the query: {error}")
        raise
    # Athena returns every value as a string; convert the counts.
    result = [(event_date, int(customers)) for event_date, customers in rows]
    context.add_output_metadata({"days": len(result)})
    return result


@dg.asset(deps=[daily_active_customers])
def refreshed_customer_partitions(athena: AthenaClientResource) -> None:
    """DDL statements run the same way; without fetch_results nothing is read back."""
    athena.get_client().execute_query("msck repair table analytics.customers")


defs = dg.Definitions(
    assets=[daily_active_customers, refreshed_customer_partitions],
    resources={
        "athena": AthenaClientResource(
            workgroup="analytics",
            polling_interval=2,
            max_polls=300,
            aws_access_key_id=dg.EnvVar("ATHENA_ACCESS_KEY_ID"),
            aws_secret_access_key=dg.EnvVar("ATHENA_SECRET_ACCESS_KEY"),
        )
    },
)
