import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# Each day's running balance starts from the previous day's partition of the same asset.
@dg.asset(
    partitions_def=daily,
    ins={
        "previous": dg.AssetIn(
            key="running_balance",
            partition_mapping=dg.TimeWindowPartitionMapping(start_offset=-1, end_offset=-1),
            dagster_type=dg.Nothing,
        )
    },
)
def running_balance(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Rolling the balance forward to {context.partition_key}")


defs = dg.Definitions(assets=[running_balance])
