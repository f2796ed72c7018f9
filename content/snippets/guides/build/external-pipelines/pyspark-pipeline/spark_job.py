# jobs/spark_job.py, started with spark-submit
import boto3
from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesS3ContextLoader,
    PipesS3MessageWriter,
    open_dagster_pipes,
)
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    s3 = boto3.client("s3")
    with open_dagster_pipes(
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesS3ContextLoader(client=s3),
        message_writer=PipesS3MessageWriter(client=s3),
    ) as pipes:
        print("Spark driver started")  # forwarded to Dagster's stdout
        spark = SparkSession.builder.appName("returns_rate").getOrCreate()

        orders = spark.read.parquet(pipes.get_extra("orders_path"))
        rate = orders.agg(F.avg(F.col("returned").cast("double"))).collect()[0][0]

        pipes.log.info(f"Return rate computed over {orders.count()} orders")
        pipes.report_asset_materialization(
            metadata={"return_rate": {"raw_value": float(rate or 0.0), "type": "float"}}
        )
        pipes.report_asset_check(
            check_name="return_rate_plausible",
            passed=rate is not None and rate < 0.3,
        )
        spark.stop()


if __name__ == "__main__":
    main()
