# jobs/order_stats_job.py
import boto3
from dagster_pipes import PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

with open_dagster_pipes(message_writer=PipesS3MessageWriter(client=boto3.client("s3"))) as pipes:
    spark = SparkSession.builder.appName("order_stats").getOrCreate()
    clean_orders = spark.read.parquet(pipes.get_extra("clean_orders_path"))

    stats = clean_orders.groupBy("country").agg(F.sum("amount").alias("revenue"))
    stats.write.mode("overwrite").parquet("s3://shop-lake/marts/order_stats/")
    pipes.report_asset_materialization(metadata={"countries": stats.count()})
