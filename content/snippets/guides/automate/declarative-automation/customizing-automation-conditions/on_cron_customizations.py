import datetime

import dagster as dg

# start_ignore_deps
# Wait for every dependency except the slowly changing product catalog.
daily_without_catalog = dg.AutomationCondition.on_cron("0 6 * * *").ignore(
    dg.AssetSelection.assets("product_catalog")
)

# Or: only wait for dependencies in the "sales" group.
daily_sales_only = dg.AutomationCondition.on_cron("0 6 * * *").allow(
    dg.AssetSelection.groups("sales")
)
# end_ignore_deps

# start_blocking_checks
# Also require all blocking checks on upstream assets to have passed.
daily_after_checks = (
    dg.AutomationCondition.on_cron("0 6 * * *")
    & dg.AutomationCondition.all_deps_blocking_checks_passed()
)
# end_blocking_checks

# start_two_crons
# Run at 09:00, but count any upstream update made after midnight.
nine_am_with_midnight_window = dg.AutomationCondition.on_cron("0 9 * * *").replace(
    dg.AutomationCondition.all_deps_updated_since_cron("0 9 * * *"),
    dg.AutomationCondition.all_deps_updated_since_cron("0 0 * * *"),
)
# end_two_crons

# start_older_partition
# Fill the partition from three days ago instead of yesterday's, for data that
# arrives late (for example, ad-network reports that settle after 72 hours).
three_days_back = dg.AutomationCondition.in_latest_time_window(
    lookback_delta=datetime.timedelta(days=3)
) & ~dg.AutomationCondition.in_latest_time_window(lookback_delta=datetime.timedelta(days=2))

settled_daily = dg.AutomationCondition.on_cron("0 4 * * *").replace(
    dg.AutomationCondition.in_latest_time_window(), three_days_back
)
# end_older_partition

# start_timezone
# Cron strings are read in UTC unless you pass a timezone.
berlin_morning = dg.AutomationCondition.on_cron("0 7 * * 1-5", cron_timezone="Europe/Berlin")
# end_timezone
