import dagster as dg
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


@dg.asset(kinds={"databricks", "spark"})
def orders_by_day(
    context: dg.AssetExecutionContext, spark: dg.ResourceParam[SparkSession]
) -> dg.MaterializeResult:
    # This code runs in the Dagster process; Spark executes the plan remotely.
    daily = (
        spark.table("samples.tpch.orders")
        .groupBy("o_orderdate")
        .agg(F.count("*").alias("order_count"), F.sum("o_totalprice").alias("revenue"))
    )
    daily.write.mode("overwrite").saveAsTable("analytics.default.orders_by_day")

    days = daily.count()
    context.log.info(f"Wrote {days} days of order totals")
    return dg.MaterializeResult(metadata={"days": days})


@dg.asset(deps=[orders_by_day], kinds={"databricks", "spark"})
def top_revenue_days(
    spark: dg.ResourceParam[SparkSession],
) -> dg.MaterializeResult:
    top = spark.sql(
        "SELECT o_orderdate, revenue FROM analytics.default.orders_by_day "
        "ORDER BY revenue DESC LIMIT 10"
    )
    top.write.mode("overwrite").saveAsTable("analytics.default.top_revenue_days")
    best = top.first()
    return dg.MaterializeResult(
        metadata={"best_day": str(best["o_orderdate"]) if best else "n/a"}
    )
