import dagster as dg
from dagster_snowflake_pandas import SnowflakePandasIOManager


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "io_manager": SnowflakePandasIOManager(
                database="ANALYTICS",
                account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
                user=dg.EnvVar("SNOWFLAKE_USER"),
                password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
                warehouse="LOADING",
                role="LOADER",
            )
        }
    )
