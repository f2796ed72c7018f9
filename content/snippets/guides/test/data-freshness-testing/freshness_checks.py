from datetime import timedelta

import dagster as dg


@dg.asset
def hourly_orders() -> None:
    """Loaded from the order system every hour."""


@dg.asset
def daily_sales_summary() -> None:
    """Rebuilt once a day, and expected by the 09:00 sales meeting."""


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def daily_web_events() -> None:
    """One partition per day of web analytics events."""


# start_last_update
# Fail if hourly_orders has not been updated in the last two hours.
hourly_orders_freshness = dg.build_last_update_freshness_checks(
    assets=[hourly_orders],
    lower_bound_delta=timedelta(hours=2),
)
# end_last_update

# start_deadline
# By 09:00 London time each day, daily_sales_summary must have been updated
# within the 24 hours before that deadline.
daily_sales_freshness = dg.build_last_update_freshness_checks(
    assets=[daily_sales_summary],
    lower_bound_delta=timedelta(hours=24),
    deadline_cron="0 9 * * *",
    timezone="Europe/London",
)
# end_deadline

# start_partitioned
# By 03:00 UTC each day, the previous day's partition must exist.
daily_web_events_freshness = dg.build_time_partition_freshness_checks(
    assets=[daily_web_events],
    deadline_cron="0 3 * * *",
)
# end_partitioned

# start_sensor
all_freshness_checks = [
    *hourly_orders_freshness,
    *daily_sales_freshness,
    *daily_web_events_freshness,
]

# Evaluates each freshness check when it could have changed state, instead of
# on a fixed schedule.
freshness_sensor = dg.build_sensor_for_freshness_checks(
    freshness_checks=all_freshness_checks,
    default_status=dg.DefaultSensorStatus.RUNNING,
)


@dg.definitions
def freshness() -> dg.Definitions:
    return dg.Definitions(asset_checks=all_freshness_checks, sensors=[freshness_sensor])
# end_sensor
