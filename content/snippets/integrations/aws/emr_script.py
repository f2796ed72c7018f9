# customer_lifetime_value.py, run by spark-submit on the EMR cluster
import boto3
from dagster_pipes import PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession, functions as F


def main() -> None:
    with open_dagster_pipes(message_writer=PipesS3MessageWriter(client=boto3.client("s3"))) as pipes:
        spark = SparkSession.builder.appName("customer-lifetime-value").getOrCreate()
        orders = spark.read.parquet("s3://acme-lake/orders/")
        clv = orders.groupBy("customer_id").agg(F.sum("total").alias("lifetime_value"))
        clv.write.mode("overwrite").parquet("s3://acme-lake/marts/customer_lifetime_value/")

        customers = clv.count()
        pipes.log.info(f"Computed lifetime value for {customers} customers")
        pipes.report_asset_materialization(
            metadata={
                "customers": customers,
                "path": "s3://acme-lake/marts/customer_lifetime_value/",
            }
        )
        spark.stop()


if __name__ == "__main__":
    main()
