import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# start_assets
@dg.asset(group_name="ingest", kinds={"python"}, tags={"domain": "finance"})
def raw_payments() -> None: ...


@dg.asset(group_name="ingest", kinds={"python"})
def raw_customers() -> None: ...


@dg.asset(
    group_name="marts", kinds={"sql"}, deps=[raw_payments, raw_customers], owners=["team:finance"]
)
def revenue_by_customer() -> None: ...


@dg.asset(group_name="marts", kinds={"sql"}, deps=[revenue_by_customer])
def revenue_dashboard() -> None: ...


@dg.asset(group_name="ingest", partitions_def=daily, tags={"domain": "finance"})
def daily_fx_rates() -> None: ...
# end_assets


# start_selections
# Everything in one group, minus the partitioned asset (see below).
ingest_job = dg.define_asset_job(
    "ingest_job",
    selection=dg.AssetSelection.groups("ingest") - dg.AssetSelection.assets(daily_fx_rates),
)

# An asset and everything it feeds, written in the selection syntax used by the UI and CLI.
revenue_refresh_job = dg.define_asset_job("revenue_refresh_job", selection="key:revenue_by_customer+")

# By metadata: every SQL asset owned by the finance team.
finance_sql_job = dg.define_asset_job(
    "finance_sql_job", selection='kind:"sql" and owner:"team:finance"'
)

# Partitioned assets go in a job of their own, with their partitions definition.
fx_rates_job = dg.define_asset_job(
    "fx_rates_job", selection=[daily_fx_rates], partitions_def=daily
)
# end_selections


defs = dg.Definitions(
    assets=[raw_payments, raw_customers, revenue_by_customer, revenue_dashboard, daily_fx_rates],
    jobs=[ingest_job, revenue_refresh_job, finance_sql_job, fx_rates_job],
)
