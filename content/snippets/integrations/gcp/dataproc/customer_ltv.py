# Uploaded to gs://acme-dataproc-jobs/customer_ltv.py; runs on the Dataproc cluster.
from dagster_pipes import PipesCliArgsParamsLoader, PipesGCSMessageWriter, open_dagster_pipes
from google.cloud.storage import Client as GCSClient
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    with open_dagster_pipes(
        params_loader=PipesCliArgsParamsLoader(),
        message_writer=PipesGCSMessageWriter(client=GCSClient()),
    ) as pipes:
        spark = SparkSession.builder.appName("customer_ltv").getOrCreate()
        orders = spark.read.parquet("gs://acme-lake/orders/")
        ltv = orders.groupBy("customer_id").agg(F.sum("amount").alias("lifetime_value"))
        ltv.write.mode("overwrite").parquet("gs://acme-lake/marts/customer_ltv/")
        customers = ltv.count()
        pipes.log.info(f"Computed lifetime value for {customers} customers")
        pipes.report_asset_materialization(metadata={"customers": customers})


if __name__ == "__main__":
    main()
