import dagster as dg
from dagster_snowflake import SnowflakeResource

# Key-pair authentication for a service user: no password.
snowflake = SnowflakeResource(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user="DAGSTER_SVC",
    # PEM text, or base64-encoded PEM to avoid newlines in the variable.
    private_key=dg.EnvVar("SNOWFLAKE_PRIVATE_KEY"),
    # Only for encrypted keys.
    private_key_password=dg.EnvVar("SNOWFLAKE_PRIVATE_KEY_PASSWORD"),
    database="ANALYTICS",
    warehouse="TRANSFORMING",
    role="TRANSFORMER",
)
