import dagster as dg


@dg.asset
def store_inventory() -> None: ...


inventory_job = dg.define_asset_job("inventory_job", selection=[store_inventory])

# One schedule, two rhythms: 09:00 on weekdays and 12:00 on Saturdays.
inventory_schedule = dg.ScheduleDefinition(
    name="inventory_schedule",
    job=inventory_job,
    cron_schedule=["0 9 * * 1-5", "0 12 * * 6"],
    execution_timezone="Europe/Berlin",
)

defs = dg.Definitions(
    assets=[store_inventory], jobs=[inventory_job], schedules=[inventory_schedule]
)
