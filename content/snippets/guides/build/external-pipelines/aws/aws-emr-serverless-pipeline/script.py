# script.py, the entry point of the EMR Serverless Spark job
from dagster_pipes import open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    # Context and message params arrive as driver environment variables, and
    # messages go to the driver's stdout, which CloudWatch collects.
    with open_dagster_pipes() as pipes:
        spark = SparkSession.builder.appName("customer_ltv").getOrCreate()
        orders = spark.read.parquet("s3://analytics-lake/clean/orders/")
        ltv = orders.groupBy("customer_id").agg(F.sum("amount").alias("lifetime_value"))
        ltv.write.mode("overwrite").parquet("s3://analytics-lake/marts/customer_ltv/")

        average_ltv = ltv.agg(F.avg("lifetime_value")).collect()[0][0]
        pipes.log.info("Customer LTV table written")
        pipes.report_asset_materialization(
            metadata={"customers": ltv.count(), "average_ltv": float(average_ltv or 0.0)}
        )
        spark.stop()


if __name__ == "__main__":
    main()
