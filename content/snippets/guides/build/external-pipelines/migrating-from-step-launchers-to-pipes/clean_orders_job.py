# jobs/clean_orders_job.py, runs on EMR with only dagster-pipes installed
import boto3
from dagster_pipes import PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession

with open_dagster_pipes(message_writer=PipesS3MessageWriter(client=boto3.client("s3"))) as pipes:
    spark = SparkSession.builder.appName("clean_orders").getOrCreate()
    output_path = f"s3://shop-lake/clean/orders/{pipes.run_id}/"

    orders = spark.read.json("s3://shop-lake/raw/orders/").dropDuplicates(["order_id"])
    orders.write.mode("overwrite").parquet(output_path)

    # The path replaces what the I/O manager used to track.
    pipes.report_asset_materialization(
        metadata={"path": {"raw_value": output_path, "type": "path"}, "rows": orders.count()}
    )
