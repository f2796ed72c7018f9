# script.py, uploaded to S3 and started by `spark-submit` in an EMR step
import boto3
from dagster_pipes import PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    with open_dagster_pipes(
        message_writer=PipesS3MessageWriter(client=boto3.client("s3")),
    ) as pipes:
        source = pipes.get_extra("source_path")
        target = pipes.get_extra("target_path")

        spark = SparkSession.builder.appName("daily_sessions").getOrCreate()
        events = spark.read.parquet(source)
        sessions = events.groupBy("user_id").agg(F.count("*").alias("event_count"))
        sessions.write.mode("overwrite").parquet(target)

        row_count = sessions.count()
        pipes.log.info(f"Wrote {row_count} session rows to {target}")
        pipes.report_asset_materialization(
            metadata={
                "row_count": row_count,
                "output": {"raw_value": target, "type": "path"},
            }
        )
        spark.stop()


if __name__ == "__main__":
    main()
