from pyspark.sql import functions as F

import dagster as dg
from dagster_pyspark import PySparkResource


@dg.asset(kinds={"spark"})
def daily_active_users(
    context: dg.AssetExecutionContext, pyspark: PySparkResource
) -> dg.MaterializeResult:
    spark = pyspark.spark_session
    events = spark.read.json("/data/events/")
    dau = events.groupBy(F.to_date("event_time").alias("day")).agg(
        F.countDistinct("user_id").alias("users")
    )
    dau.write.mode("overwrite").parquet("/data/marts/daily_active_users/")
    days = dau.count()
    context.log.info(f"Computed daily active users for {days} days")
    return dg.MaterializeResult(metadata={"days": days})


defs = dg.Definitions(
    assets=[daily_active_users],
    resources={
        "pyspark": PySparkResource(
            spark_config={
                "spark.master": "local[*]",
                "spark.driver.memory": "4g",
                "spark.sql.shuffle.partitions": "16",
            }
        )
    },
)
