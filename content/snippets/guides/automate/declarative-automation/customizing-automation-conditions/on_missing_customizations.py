import dagster as dg

hourly = dg.HourlyPartitionsDefinition(start_date="2025-01-01-00:00")

# start_basic
@dg.asset(partitions_def=hourly, automation_condition=dg.AutomationCondition.on_missing())
def hourly_page_views(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading page views for {context.partition_key}")
# end_basic

# start_ignore_deps
# Don't wait for the optional enrichment table when deciding whether deps are missing.
on_missing_ignore_enrichment = dg.AutomationCondition.on_missing().ignore(
    dg.AssetSelection.assets("geo_enrichment")
)

# Or only consider dependencies from the "events" group.
on_missing_events_only = dg.AutomationCondition.on_missing().allow(
    dg.AssetSelection.groups("events")
)
# end_ignore_deps

# start_all_partitions
# Also fill partitions outside the latest time window when they become missing.
on_missing_any_window = dg.AutomationCondition.on_missing().without(
    dg.AutomationCondition.in_latest_time_window()
)
# end_all_partitions

# start_blocking_checks
# Only fill a new partition once upstream blocking checks have passed.
on_missing_after_checks = (
    dg.AutomationCondition.on_missing()
    & dg.AutomationCondition.all_deps_blocking_checks_passed()
)
# end_blocking_checks
