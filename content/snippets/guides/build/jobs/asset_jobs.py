import dagster as dg


# The assets the jobs below select, so the file loads on its own.
@dg.asset(group_name="finance")
def invoices() -> None: ...


@dg.asset(group_name="finance")
def payments() -> None: ...


@dg.asset(group_name="finance", deps=[invoices, payments])
def revenue_daily() -> None: ...


# Every asset in the "finance" group
finance_job = dg.define_asset_job(
    name="finance_job",
    selection='group:"finance"',
    description="Rebuilds all finance tables.",
    tags={"team": "finance"},
)

# The daily revenue table and everything upstream of it, built with AssetSelection
revenue_refresh_job = dg.define_asset_job(
    name="revenue_refresh_job",
    selection=dg.AssetSelection.assets("revenue_daily").upstream(),
)

# Run the finance job every morning at 6:00
finance_schedule = dg.ScheduleDefinition(job=finance_job, cron_schedule="0 6 * * *")
