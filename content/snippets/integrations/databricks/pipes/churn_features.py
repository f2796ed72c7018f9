# /Workspace/Shared/pipelines/churn_features.py: runs on serverless compute.
import sys

from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesUnityCatalogVolumesContextLoader,
    PipesUnityCatalogVolumesMessageWriter,
    open_dagster_pipes,
)
from pyspark.sql import SparkSession

with open_dagster_pipes(
    # Serverless tasks receive the Pipes bootstrap values as command-line arguments.
    params_loader=PipesCliArgsParamsLoader(),
    context_loader=PipesUnityCatalogVolumesContextLoader(),
    message_writer=PipesUnityCatalogVolumesMessageWriter(),
) as pipes:
    spark = SparkSession.builder.getOrCreate()
    features = spark.sql("select customer_id, count(*) as orders from sales.orders group by 1")
    features.write.mode("overwrite").saveAsTable("ml.churn_features")
    pipes.report_asset_materialization(metadata={"row_count": features.count(), "argv": len(sys.argv)})
