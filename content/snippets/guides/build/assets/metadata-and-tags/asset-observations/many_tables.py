import dagster as dg

SOURCE_TABLES = ["crm_accounts", "crm_contacts", "crm_deals"]


def last_updated(table: str) -> str:
    """Stands in for reading the table's last modification time from the source database."""
    return "2025-03-01T06:00:00"


# One function observes every table: one query per run instead of one observation job per table.
@dg.multi_observable_source_asset(
    specs=[dg.AssetSpec(table, group_name="crm") for table in SOURCE_TABLES],
    can_subset=True,
)
def crm_tables(context: dg.AssetExecutionContext):
    for key in context.selected_asset_keys:
        yield dg.ObserveResult(
            asset_key=key,
            data_version=dg.DataVersion(last_updated(key.path[-1])),
            metadata={"source": "crm"},
        )


# Observe all three every 15 minutes.
observe_crm_job = dg.define_asset_job("observe_crm_job", selection=[crm_tables])
observe_crm_schedule = dg.ScheduleDefinition(job=observe_crm_job, cron_schedule="*/15 * * * *")

defs = dg.Definitions(assets=[crm_tables], jobs=[observe_crm_job], schedules=[observe_crm_schedule])
