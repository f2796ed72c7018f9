import datetime

import dagster as dg

# start_allow_missing
# Run even when some upstream partitions have never been materialized.
eager_allow_missing = dg.AutomationCondition.eager().without(
    ~dg.AutomationCondition.any_deps_missing()
)
# end_allow_missing

# start_all_partitions
# React to updates of any partition, not just the latest time window.
eager_any_partition = dg.AutomationCondition.eager().without(
    dg.AutomationCondition.in_latest_time_window()
)
# end_all_partitions

# start_ignore_deps
# Don't rerun just because the reference table of country codes was reloaded.
eager_ignore_reference_data = dg.AutomationCondition.eager().ignore(
    dg.AssetSelection.assets("country_codes")
)

# Or the inverse: only updates from the "orders" group count.
eager_only_orders = dg.AutomationCondition.eager().allow(dg.AssetSelection.groups("orders"))
# end_ignore_deps

# start_blocking_checks
# Wait until every blocking check on upstream assets has passed.
eager_after_checks = (
    dg.AutomationCondition.eager() & dg.AutomationCondition.all_deps_blocking_checks_passed()
)
# end_blocking_checks

# start_data_version
# Treat an upstream asset as updated only if its data version changed.
eager_on_new_data = dg.AutomationCondition.eager().replace(
    dg.AutomationCondition.newly_updated(), dg.AutomationCondition.data_version_changed()
)
# end_data_version

# start_lookback
# Consider the latest three days of partitions instead of only the latest one.
eager_three_days = dg.AutomationCondition.eager().replace(
    dg.AutomationCondition.in_latest_time_window(),
    dg.AutomationCondition.in_latest_time_window(lookback_delta=datetime.timedelta(days=3)),
)
# end_lookback


# start_usage
@dg.asset(
    deps=["orders", "country_codes"],
    automation_condition=eager_ignore_reference_data,
)
def orders_by_country() -> None: ...
# end_usage
