import dagster as dg

# Option 3: each region is tracked on its own, with its own history.
regions = dg.StaticPartitionsDefinition(["emea", "amer", "apac"])


@dg.asset(partitions_def=regions, group_name="regional_sales")
def regional_orders(context: dg.AssetExecutionContext) -> int:
    region = context.partition_key
    order_count = {"emea": 1200, "amer": 1850, "apac": 640}[region]  # query the region's shop here
    context.log.info(f"{region}: {order_count} orders")
    return order_count
