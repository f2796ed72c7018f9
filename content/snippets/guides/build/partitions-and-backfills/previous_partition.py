import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2024-01-01")


@dg.asset(partitions_def=daily)
def daily_account_balances(context: dg.AssetExecutionContext) -> float:
    """Total of all account balances at the end of the day."""
    context.log.info(f"Reading balances for {context.partition_key}")
    return 1_250_000.0


@dg.asset(
    partitions_def=daily,
    deps=[
        # Today's balances, the identity dependency.
        daily_account_balances,
    ],
)
def daily_balance_changes(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Comparing balances for {context.partition_key}")


@dg.asset(
    partitions_def=daily,
    deps=[
        # Each day also needs the day before: offsets are in partitions, not days.
        dg.AssetDep(
            daily_account_balances,
            partition_mapping=dg.TimeWindowPartitionMapping(
                start_offset=-1,
                end_offset=0,
                # The first day has no previous day; without this flag that is an error.
                allow_nonexistent_upstream_partitions=True,
            ),
        )
    ],
)
def daily_balance_deltas(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Diffing {context.partition_key} against the previous day")


@dg.asset(
    partitions_def=daily,
    ins={
        # The same mapping when the upstream value is loaded through an I/O manager.
        "balances": dg.AssetIn(
            "daily_account_balances",
            partition_mapping=dg.TimeWindowPartitionMapping(
                start_offset=-6, end_offset=0, allow_nonexistent_upstream_partitions=True
            ),
        )
    },
)
def trailing_week_average_balance(balances: dict[str, float]) -> float:
    # With more than one upstream partition, the input is a dict keyed by partition.
    return sum(balances.values()) / len(balances)
