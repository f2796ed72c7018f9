# gs://analytics-dataproc/jobs/sessionize.py
from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesGCSContextLoader,
    PipesGCSMessageWriter,
    open_dagster_pipes,
)
from google.cloud.storage import Client as GCSClient
from pyspark.sql import SparkSession


def main() -> None:
    gcs = GCSClient()
    with open_dagster_pipes(
        # The Dataproc client appends the Pipes params to the job's args.
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesGCSContextLoader(client=gcs),
        message_writer=PipesGCSMessageWriter(client=gcs),
    ) as pipes:
        spark = SparkSession.builder.appName("sessionize").getOrCreate()
        clicks = spark.read.json(f"gs://analytics-raw/clicks/{pipes.partition_key}/")
        sessions = clicks.groupBy("session_id").count()
        sessions.write.mode("overwrite").parquet(
            f"gs://analytics-lake/sessions/{pipes.partition_key}/"
        )
        pipes.report_asset_materialization(metadata={"sessions": sessions.count()})
        spark.stop()


if __name__ == "__main__":
    main()
