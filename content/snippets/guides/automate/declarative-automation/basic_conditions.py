import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset
def raw_orders() -> None:
    """Loaded by an ingestion job or materialized by hand."""


# Keep in step with upstream: runs whenever raw_orders changes.
@dg.asset(deps=[raw_orders], automation_condition=dg.AutomationCondition.eager())
def cleaned_orders() -> None: ...


# Once a day after 06:00 UTC, as soon as every dependency has updated since then.
@dg.asset(
    deps=[cleaned_orders],
    automation_condition=dg.AutomationCondition.on_cron("0 6 * * *"),
)
def daily_sales_report() -> None: ...


# Fill each new daily partition once, as soon as it exists.
@dg.asset(partitions_def=daily, automation_condition=dg.AutomationCondition.on_missing())
def daily_clickstream(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading clicks for {context.partition_key}")


# Conditions can also be set per spec, for example inside a multi-asset.
@dg.multi_asset(
    specs=[
        dg.AssetSpec("crm_contacts", automation_condition=dg.AutomationCondition.on_cron("@hourly")),
        dg.AssetSpec("crm_accounts", automation_condition=dg.AutomationCondition.on_cron("@hourly")),
    ]
)
def crm_sync():
    yield dg.MaterializeResult(asset_key="crm_contacts")
    yield dg.MaterializeResult(asset_key="crm_accounts")
