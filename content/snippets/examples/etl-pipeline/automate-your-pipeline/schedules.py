import dagster as dg

# start_job
# Selecting an asset by key keeps this file independent of where the asset is defined.
monthly_sales_job = dg.define_asset_job(
    name="monthly_sales_job",
    selection=dg.AssetSelection.assets("monthly_sales"),
)
# end_job

# start_schedule
# The monthly partitions give the cadence: the schedule ticks once a month, after
# the month has ended, and requests the partition for the month that just closed.
monthly_sales_schedule = dg.build_schedule_from_partitioned_job(
    monthly_sales_job,
    day_of_month=1,
    hour_of_day=6,
)
# end_schedule

