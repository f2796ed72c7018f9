# /app/script.py inside the custom EMR on EKS image
import boto3
from dagster_pipes import PipesS3ContextLoader, PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession


def main() -> None:
    s3 = boto3.client("s3")
    with open_dagster_pipes(
        context_loader=PipesS3ContextLoader(client=s3),
        message_writer=PipesS3MessageWriter(client=s3),
    ) as pipes:
        spark = SparkSession.builder.appName("product_revenue").getOrCreate()
        orders = spark.read.parquet(pipes.get_extra("orders_path"))
        revenue = orders.groupBy("product_id").sum("amount")
        revenue.write.mode("overwrite").parquet(pipes.get_extra("output_path"))

        pipes.report_asset_materialization(
            metadata={"products": revenue.count(), "spark_version": spark.version}
        )
        spark.stop()


if __name__ == "__main__":
    main()
