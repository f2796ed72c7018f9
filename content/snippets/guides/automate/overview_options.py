import dagster as dg


@dg.asset
def raw_orders() -> None:
    """Copied from the shop database."""


@dg.asset(deps=[raw_orders], automation_condition=dg.AutomationCondition.eager())
def order_summary() -> None:
    """Declarative Automation: refreshed whenever raw_orders changes."""


@dg.asset(deps=[order_summary])
def crm_sync() -> None:
    """Pushed to the CRM by the asset sensor below."""


# Schedule: a fixed time, no matter what else happened.
morning_orders_schedule = dg.ScheduleDefinition(
    name="morning_orders_schedule",
    cron_schedule="0 6 * * *",
    target=[raw_orders],
)


# Sensor: poll something outside Dagster and decide whether to start a run.
@dg.sensor(target=[raw_orders], minimum_interval_seconds=300)
def shop_export_sensor(context: dg.SensorEvaluationContext):
    latest_export_id = "export-2025-03-14"  # in practice: list a bucket or call an API
    if latest_export_id == context.cursor:
        return dg.SkipReason("No new export from the shop")
    context.update_cursor(latest_export_id)
    return dg.RunRequest(run_key=latest_export_id)


# Asset sensor: react to one asset's materializations with arbitrary logic.
crm_sync_job = dg.define_asset_job("crm_sync_job", selection=[crm_sync])


@dg.asset_sensor(asset_key=order_summary.key, job=crm_sync_job)
def order_summary_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    return dg.RunRequest(run_key=f"{asset_event.run_id}-{asset_event.timestamp}")
