import pandas as pd

import dagster as dg
from dagster_snowflake import SnowflakeResource


@dg.asset
def churned_customers(snowflake: SnowflakeResource) -> pd.DataFrame:
    # raw_conn=False yields a SQLAlchemy Connection, which pandas reads from directly.
    with snowflake.get_connection(raw_conn=False) as conn:
        return pd.read_sql("SELECT customer_id, churned_at FROM CRM.CHURN", conn)


defs = dg.Definitions(
    assets=[churned_customers],
    resources={
        "snowflake": SnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="ANALYTICS",
            warehouse="REPORTING",
            connector="sqlalchemy",  # needs snowflake-sqlalchemy installed
        )
    },
)
