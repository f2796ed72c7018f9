from collections.abc import Sequence
from typing import Optional

import pandas as pd
from pyspark.sql import DataFrame as SparkDataFrame

import dagster as dg
from dagster._core.storage.db_io_manager import DbTypeHandler
from dagster_gcp import BigQueryIOManager
from dagster_gcp_pandas import BigQueryPandasTypeHandler
from dagster_gcp_pyspark import BigQueryPySparkTypeHandler


class WarehouseIOManager(BigQueryIOManager):
    """Stores pandas and PySpark DataFrames; picks the handler by type annotation."""

    @staticmethod
    def type_handlers() -> Sequence[DbTypeHandler]:
        return [BigQueryPandasTypeHandler(), BigQueryPySparkTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        return pd.DataFrame


@dg.asset(key_prefix=["crm"])
def customers() -> pd.DataFrame:
    return pd.DataFrame({"customer_id": [17, 23], "segment": ["smb", "enterprise"]})


@dg.asset(key_prefix=["crm"], ins={"customers": dg.AssetIn(key_prefix=["crm"])})
def enterprise_customers(customers: SparkDataFrame) -> SparkDataFrame:
    # Annotated as a Spark DataFrame, so the PySpark handler loads crm.customers.
    return customers.filter(customers.segment == "enterprise")


defs = dg.Definitions(
    assets=[customers, enterprise_customers],
    resources={
        "io_manager": WarehouseIOManager(
            project=dg.EnvVar("GCP_PROJECT"),
            temporary_gcs_bucket="acme-spark-staging",
        )
    },
)
