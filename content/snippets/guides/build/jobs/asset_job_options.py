import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2024-01-01")


@dg.asset(partitions_def=daily, group_name="events")
def page_views(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading page views for {context.partition_key}")


@dg.asset(partitions_def=daily, group_name="events", deps=[page_views])
def sessions(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Building sessions for {context.partition_key}")


events_job = dg.define_asset_job(
    name="events_job",
    selection='group:"events"',
    # All selected assets share this partitions definition
    partitions_def=daily,
    # Run every step in one process: cheap for small assets
    executor_def=dg.in_process_executor,
    tags={"dagster/max_retries": "2"},
)
