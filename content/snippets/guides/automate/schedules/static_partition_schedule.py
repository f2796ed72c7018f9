import dagster as dg

store_partitions = dg.StaticPartitionsDefinition(["berlin", "lisbon", "oslo"])


@dg.asset(partitions_def=store_partitions)
def store_stock_levels(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Counting stock in the {context.partition_key} store")


store_stock_job = dg.define_asset_job(
    name="store_stock_job",
    selection=[store_stock_levels],
    partitions_def=store_partitions,
)


@dg.schedule(cron_schedule="0 20 * * *", job=store_stock_job)
def all_stores_schedule(context: dg.ScheduleEvaluationContext):
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    # One run per store; the run key keeps a retried tick from launching duplicates.
    return [
        dg.RunRequest(partition_key=store, run_key=f"{store}-{day}")
        for store in store_partitions.get_partition_keys()
    ]


@dg.schedule(cron_schedule="0 9 * * 1", job=store_stock_job)
def oslo_weekly_schedule():
    return dg.RunRequest(partition_key="oslo")
