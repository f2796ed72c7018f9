import dagster as dg

date_and_region = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2024-01-01"),
        "region": dg.StaticPartitionsDefinition(["us", "eu", "apac"]),
    }
)


@dg.asset(partitions_def=date_and_region)
def regional_daily_orders(context: dg.AssetExecutionContext) -> None:
    keys = context.partition_key.keys_by_dimension
    date, region = keys["date"], keys["region"]
    context.log.info(f"Loading {region} orders for {date}")
