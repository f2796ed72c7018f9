import dagster as dg
from dagster_snowflake import SnowflakeResource


@dg.asset(kinds={"snowflake"})
def active_customers(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    """Customers with at least one order in the last 90 days."""
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            """
            CREATE OR REPLACE TABLE ANALYTICS.MARTS.ACTIVE_CUSTOMERS AS
            SELECT c.customer_id, c.email, MAX(o.ordered_at) AS last_order_at
            FROM RAW.SHOP.CUSTOMERS c
            JOIN RAW.SHOP.ORDERS o ON o.customer_id = c.customer_id
            WHERE o.ordered_at >= DATEADD(day, -90, CURRENT_TIMESTAMP())
            GROUP BY c.customer_id, c.email
            """
        )
        cursor.execute("SELECT COUNT(*) FROM ANALYTICS.MARTS.ACTIVE_CUSTOMERS")
        (count,) = cursor.fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": count})


defs = dg.Definitions(
    assets=[active_customers],
    resources={
        "snowflake": SnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="TRANSFORMING",
            role="TRANSFORMER",
        )
    },
)
