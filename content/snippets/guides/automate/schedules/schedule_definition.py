import dagster as dg


@dg.asset(group_name="sales")
def raw_orders() -> None: ...


@dg.asset(group_name="sales", deps=[raw_orders])
def revenue_by_region() -> None: ...


@dg.asset(group_name="marketing")
def campaign_clicks() -> None: ...


# Target an asset selection directly: Dagster builds an implicit job for it.
sales_schedule = dg.ScheduleDefinition(
    name="sales_hourly",
    cron_schedule="15 * * * *",  # 15 minutes past every hour
    target=dg.AssetSelection.groups("sales"),
)

# Or define a named job first and schedule that job.
marketing_job = dg.define_asset_job(
    name="marketing_job",
    selection=dg.AssetSelection.groups("marketing"),
)

marketing_schedule = dg.ScheduleDefinition(
    job=marketing_job,
    cron_schedule="@daily",
)
