import dagster as dg

# In a real project these come from separate modules, e.g. `from .ingest import ingest_defs`.


@dg.asset(group_name="ingest")
def raw_orders() -> None: ...


@dg.asset(group_name="marts", deps=[raw_orders])
def order_facts() -> None: ...


ingest_defs = dg.Definitions(
    assets=[raw_orders],
    resources={"io_manager": dg.FilesystemIOManager(base_dir="storage")},
)
marts_defs = dg.Definitions(
    assets=[order_facts],
    schedules=[
        dg.ScheduleDefinition(
            name="marts_daily", target=dg.AssetSelection.groups("marts"), cron_schedule="0 5 * * *"
        )
    ],
)

# One Definitions object per code location, built from the parts. Two parts that define the same
# resource key with different objects make merge() fail, which catches accidental overrides.
defs = dg.Definitions.merge(ingest_defs, marts_defs)
