# dbfs:/pipelines/daily_sessions.py: runs on the Databricks cluster. Needs the dagster-pipes package.
from dagster_pipes import PipesDbfsContextLoader, PipesDbfsMessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession

with open_dagster_pipes(
    context_loader=PipesDbfsContextLoader(),
    message_writer=PipesDbfsMessageWriter(),
) as pipes:
    spark = SparkSession.builder.getOrCreate()
    sessions = spark.table("raw.web_events").groupBy("session_id").count()
    sessions.write.mode("overwrite").saveAsTable("analytics.daily_sessions")
    pipes.log.info("daily_sessions rebuilt")
    pipes.report_asset_materialization(metadata={"row_count": sessions.count()})
