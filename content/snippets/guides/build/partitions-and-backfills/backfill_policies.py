import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2023-01-01")


# A warehouse query can rebuild a whole date range at once, so run the
# entire backfill as a single run instead of one run per day.
@dg.asset(partitions_def=daily, backfill_policy=dg.BackfillPolicy.single_run())
def daily_order_facts(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    window = context.partition_time_window  # spans every selected day
    days = context.partition_keys
    context.log.info(f"Rebuilding {len(days)} days: {window.start:%Y-%m-%d} to {window.end:%Y-%m-%d}")
    # DELETE FROM order_facts WHERE order_date >= :start AND order_date < :end
    # INSERT INTO order_facts SELECT ... WHERE created_at >= :start AND created_at < :end
    return dg.MaterializeResult(metadata={"days_rebuilt": len(days)})


# Process at most 30 partitions per run; a one-year backfill becomes 13 runs.
@dg.asset(
    partitions_def=daily,
    backfill_policy=dg.BackfillPolicy.multi_run(max_partitions_per_run=30),
    deps=[daily_order_facts],
)
def daily_customer_metrics(context: dg.AssetExecutionContext) -> None:
    key_range = context.partition_key_range
    context.log.info(f"Computing metrics for {key_range.start} through {key_range.end}")
