import dagster as dg

regions = dg.StaticPartitionsDefinition(["us", "eu", "apac"])


@dg.asset(partitions_def=regions)
def regional_sales(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    region = context.partition_key
    context.log.info(f"Building the sales table for {region}")
    # SELECT ... FROM sales WHERE region = :region
    return dg.MaterializeResult(metadata={"region": region})
