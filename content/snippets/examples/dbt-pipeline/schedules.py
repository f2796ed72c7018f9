from dagster_dbt import build_dbt_asset_selection, build_schedule_from_dbt_selection

import dagster as dg

from gear_shop.defs.transform import gear_shop_daily_models, gear_shop_models

# start_nightly
# Rebuild the unpartitioned models, and the raw tables they read, every night.
nightly_selection = build_dbt_asset_selection([gear_shop_models]).upstream()
nightly_refresh_job = dg.define_asset_job("nightly_refresh", selection=nightly_selection)

nightly_refresh_schedule = dg.ScheduleDefinition(
    job=nightly_refresh_job,
    cron_schedule="0 2 * * *",
    execution_timezone="Europe/Berlin",
)
# end_nightly

# start_daily_partition
# Run yesterday's partition of the incremental models once the day is over.
daily_revenue_job = dg.define_asset_job(
    "daily_revenue",
    selection=build_dbt_asset_selection([gear_shop_daily_models]),
)
daily_revenue_schedule = dg.build_schedule_from_partitioned_job(
    daily_revenue_job, hour_of_day=3
)
# end_daily_partition

# start_staging_only
# A quick job for analytics engineers: staging models only, every hour.
staging_schedule = build_schedule_from_dbt_selection(
    [gear_shop_models],
    job_name="staging_models",
    cron_schedule="30 * * * *",
    dbt_select="staging",
)
# end_staging_only
