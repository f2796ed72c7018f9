from pyspark.sql import DataFrame, SparkSession

import dagster as dg
from dagster_iceberg.io_manager.spark import SparkIcebergIOManager

SPARK_REMOTE = "sc://spark.acme.internal:15002"


@dg.asset
def clickstream() -> DataFrame:
    spark = SparkSession.builder.remote(SPARK_REMOTE).getOrCreate()
    return spark.read.json("s3a://acme-raw/clickstream/2025-03-01/")


defs = dg.Definitions(
    assets=[clickstream],
    resources={
        "io_manager": SparkIcebergIOManager(
            catalog_name="lakehouse",
            namespace="web",
            remote_url=SPARK_REMOTE,
        )
    },
)
