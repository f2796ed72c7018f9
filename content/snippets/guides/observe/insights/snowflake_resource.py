from dagster_cloud.dagster_insights import (
    InsightsSnowflakeResource,
    create_snowflake_insights_asset_and_schedule,
)

import dagster as dg


# start_asset
@dg.asset(kinds={"snowflake"})
def daily_sessions(snowflake: InsightsSnowflakeResource) -> None:
    # Used exactly like SnowflakeResource from dagster-snowflake.
    with snowflake.get_connection() as conn:
        conn.cursor().execute(
            "create or replace table analytics.daily_sessions as "
            "select session_date, count(*) as sessions from raw.events group by session_date"
        )


# end_asset


# start_definitions
# Ingests Snowflake's query history into Insights every hour. Add this to ONE code location only.
snowflake_insights = create_snowflake_insights_asset_and_schedule(
    start_date="2025-03-01-00:00",
)


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        assets=[*snowflake_insights.assets],
        schedules=[snowflake_insights.schedule],
        resources={
            "snowflake": InsightsSnowflakeResource(
                account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
                user=dg.EnvVar("SNOWFLAKE_USER"),
                password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
                warehouse="TRANSFORMING",
            )
        },
    )


# end_definitions
