import dagster as dg


class SnowflakeSettings(dg.ConfigurableResource):
    account: str
    user: str
    password: str
    database: str


# Python definitions in the same project use dg.EnvVar instead of templating.
# The value is read when a run starts, not when the code location loads,
# and it is not shown in the UI.
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "snowflake": SnowflakeSettings(
                account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
                user=dg.EnvVar("SNOWFLAKE_USER"),
                password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
                database=dg.EnvVar("SNOWFLAKE_DATABASE"),
            )
        }
    )
