import dagster as dg
from dagster_snowflake import SnowflakeResource


@dg.asset(kinds={"snowflake"}, group_name="orders")
def daily_revenue(
    context: dg.AssetExecutionContext, snowflake: SnowflakeResource
) -> dg.MaterializeResult:
    """Revenue per day; unqualified table names use the resource's database and schema."""
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            """
            CREATE OR REPLACE TABLE DAILY_REVENUE AS
            SELECT DATE_TRUNC('day', ordered_at) AS order_day, SUM(amount) AS revenue
            FROM RAW.SHOP.ORDERS
            GROUP BY order_day
            """
        )
        context.log.info(f"Snowflake query id: {cursor.sfqid}")
        cursor.execute("SELECT COUNT(*), MAX(order_day) FROM DAILY_REVENUE")
        days, latest_day = cursor.fetchone()
    return dg.MaterializeResult(
        metadata={"dagster/row_count": days, "latest_day": str(latest_day)}
    )


@dg.asset(kinds={"snowflake"}, group_name="orders", deps=[daily_revenue])
def big_days(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    """Days with revenue above a threshold, passed as a bind parameter."""
    threshold = 10_000
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            "CREATE OR REPLACE TABLE BIG_DAYS AS "
            "SELECT * FROM DAILY_REVENUE WHERE revenue > %(threshold)s",
            {"threshold": threshold},
        )
        cursor.execute("SELECT COUNT(*) FROM BIG_DAYS")
        (count,) = cursor.fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": count, "threshold": threshold})


@dg.asset_check(asset=daily_revenue)
def no_negative_revenue(snowflake: SnowflakeResource) -> dg.AssetCheckResult:
    with snowflake.get_connection() as conn:
        (bad_days,) = (
            conn.cursor().execute("SELECT COUNT(*) FROM DAILY_REVENUE WHERE revenue < 0").fetchone()
        )
    return dg.AssetCheckResult(passed=bad_days == 0, metadata={"negative_days": bad_days})
