# Before: the op body is shipped to EMR by a step launcher, and DataFrames move
# between assets through a PySpark I/O manager.
from typing import Any

import dagster as dg
from dagster_aws.emr import emr_pyspark_step_launcher
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from my_platform.io_managers import ParquetPySparkIOManager  # your own I/O manager


@dg.asset(io_manager_key="pyspark_io_manager")
def clean_orders(pyspark_step_launcher: dg.ResourceParam[Any]) -> DataFrame:
    spark = SparkSession.builder.getOrCreate()
    return spark.read.json("s3://shop-lake/raw/orders/").dropDuplicates(["order_id"])


@dg.asset(io_manager_key="pyspark_io_manager")
def order_stats(
    context: dg.AssetExecutionContext,
    clean_orders: DataFrame,
    pyspark_step_launcher: dg.ResourceParam[Any],
) -> DataFrame:
    stats = clean_orders.groupBy("country").agg(F.sum("amount").alias("revenue"))
    context.add_output_metadata({"countries": stats.count()})
    return stats


defs = dg.Definitions(
    assets=[clean_orders, order_stats],
    resources={
        "pyspark_step_launcher": emr_pyspark_step_launcher.configured(
            {"cluster_id": "j-2AXXXXXXGAPLF", "local_pipeline_package_path": "."}
        ),
        "pyspark_io_manager": ParquetPySparkIOManager(),
    },
)
