from collections.abc import Sequence
from typing import Optional

import pandas as pd
from pyspark.sql import DataFrame as SparkDataFrame

import dagster as dg
from dagster._core.storage.db_io_manager import DbTypeHandler
from dagster_snowflake import SnowflakeIOManager
from dagster_snowflake_pandas import SnowflakePandasTypeHandler
from dagster_snowflake_pyspark import SnowflakePySparkTypeHandler


class WarehouseIOManager(SnowflakeIOManager):
    @staticmethod
    def type_handlers() -> Sequence[DbTypeHandler]:
        return [SnowflakePandasTypeHandler(), SnowflakePySparkTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        return pd.DataFrame


@dg.asset(key_prefix=["events"])
def clicks() -> pd.DataFrame:
    return pd.DataFrame({"user_id": [17, 23, 17], "page": ["/", "/docs", "/pricing"]})


@dg.asset(key_prefix=["events"], ins={"clicks": dg.AssetIn(key_prefix=["events"])})
def clicks_per_user(clicks: SparkDataFrame) -> SparkDataFrame:
    # The annotation selects the PySpark handler for both the input and the output.
    return clicks.groupBy("user_id").count()


defs = dg.Definitions(
    assets=[clicks, clicks_per_user],
    resources={
        "io_manager": WarehouseIOManager(
            database="ANALYTICS",
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="LOADING",  # required by the PySpark handler
        )
    },
)
