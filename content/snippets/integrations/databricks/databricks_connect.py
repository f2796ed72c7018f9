import os

from databricks.connect import DatabricksSession
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

import dagster as dg


@dg.asset(kinds={"databricks", "spark"})
def orders_by_country(
    context: dg.AssetExecutionContext, spark: dg.ResourceParam[SparkSession]
) -> dg.MaterializeResult:
    """The DataFrame code runs on Databricks; only the small result comes back."""
    summary = (
        spark.table("shop.orders")
        .groupBy("country")
        .agg(F.sum("amount").alias("revenue"), F.count("*").alias("orders"))
    )
    summary.write.mode("overwrite").saveAsTable("marts.orders_by_country")
    countries = spark.table("marts.orders_by_country").count()
    context.log.info(f"Wrote revenue for {countries} countries")
    return dg.MaterializeResult(metadata={"countries": countries})


@dg.definitions
def defs() -> dg.Definitions:
    session = (
        DatabricksSession.builder.remote(
            host=os.environ["DATABRICKS_HOST"],
            token=os.environ["DATABRICKS_TOKEN"],
        )
        .clusterId(os.environ["DATABRICKS_CLUSTER_ID"])
        .getOrCreate()
    )
    return dg.Definitions(assets=[orders_by_country], resources={"spark": session})
