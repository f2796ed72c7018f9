# Uploaded to dbfs:/jobs/customer_churn_scores.py; runs on the Databricks cluster.
from dagster_pipes import PipesDbfsContextLoader, PipesDbfsMessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

with open_dagster_pipes(
    context_loader=PipesDbfsContextLoader(),
    message_writer=PipesDbfsMessageWriter(),
) as pipes:
    target_table = pipes.get_extra("target_table")
    spark = SparkSession.builder.getOrCreate()

    activity = spark.table("shop.customer_activity")
    scores = activity.select(
        "customer_id",
        F.when(F.col("days_since_last_order") > 90, 0.8).otherwise(0.1).alias("churn_score"),
    )
    scores.write.mode("overwrite").saveAsTable(target_table)

    pipes.log.info(f"Wrote churn scores to {target_table}")
    pipes.report_asset_materialization(
        metadata={"table": target_table, "customers": scores.count()}
    )
