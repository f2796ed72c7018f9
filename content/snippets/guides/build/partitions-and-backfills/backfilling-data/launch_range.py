import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# A range of partitions is processed by one run, so one query can cover the whole range.
@dg.asset(partitions_def=daily, backfill_policy=dg.BackfillPolicy.single_run())
def page_views(context: dg.AssetExecutionContext) -> None:
    window = context.partition_time_window
    context.log.info(f"Loading page views from {window.start} to {window.end}")


defs = dg.Definitions(assets=[page_views])
