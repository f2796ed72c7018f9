import os

import dagster as dg
from pyspark.sql import SparkSession


@dg.definitions
def resources() -> dg.Definitions:
    # For example SPARK_REMOTE=sc://spark-connect.internal:15002
    spark = SparkSession.builder.remote(os.environ["SPARK_REMOTE"]).getOrCreate()
    return dg.Definitions(resources={"spark": spark})
