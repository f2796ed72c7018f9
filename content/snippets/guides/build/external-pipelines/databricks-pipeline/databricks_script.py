# Uploaded to the workspace as /Workspace/Shared/pipes/daily_kpis.py
from dagster_pipes import PipesDbfsContextLoader, PipesDbfsMessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

with open_dagster_pipes(
    context_loader=PipesDbfsContextLoader(),
    message_writer=PipesDbfsMessageWriter(),
) as pipes:
    table = pipes.get_extra("target_table")
    spark = SparkSession.builder.getOrCreate()

    kpis = (
        spark.table("sales.orders")
        .groupBy("order_date")
        .agg(F.sum("amount").alias("revenue"), F.countDistinct("customer_id").alias("buyers"))
    )
    kpis.write.mode("overwrite").saveAsTable(table)

    pipes.log.info(f"Wrote {table}")
    pipes.report_asset_materialization(
        metadata={"table": table, "days": kpis.count()},
    )
