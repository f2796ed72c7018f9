import datetime

import dagster as dg

# start_operators
# NOT, AND, OR
not_missing = ~dg.AutomationCondition.missing()
failed_and_not_running = (
    dg.AutomationCondition.execution_failed() & ~dg.AutomationCondition.in_progress()
)
new_code_or_new_data = (
    dg.AutomationCondition.code_version_changed() | dg.AutomationCondition.any_deps_updated()
)

# A.since(B): A has happened more recently than B. Turns two events into a status.
updated_since_midnight = dg.AutomationCondition.newly_updated().since(
    dg.AutomationCondition.cron_tick_passed("0 0 * * *")
)

# A.newly_true(): only on the tick where A flips from false to true.
just_became_missing = dg.AutomationCondition.missing().newly_true()
# end_operators

# start_dependencies
# Every dependency has been updated since the 06:00 tick ...
all_deps_fresh = dg.AutomationCondition.all_deps_match(
    dg.AutomationCondition.newly_updated().since(
        dg.AutomationCondition.cron_tick_passed("0 6 * * *")
    )
)

# ... but only dependencies in the "finance" group count, and the FX table never does.
finance_deps_fresh = all_deps_fresh.allow(dg.AssetSelection.groups("finance")).ignore(
    dg.AssetSelection.assets("fx_rates")
)

# At least one dependency failed its latest run.
any_dep_failed = dg.AutomationCondition.any_deps_match(
    dg.AutomationCondition.execution_failed()
)
# end_dependencies

# start_checks
# All blocking checks of this asset passed against its latest materialization.
checks_green = dg.AutomationCondition.all_checks_match(
    dg.AutomationCondition.check_passed(), blocking_only=True
)

# Only the two most recent daily partitions are candidates.
last_two_days = dg.AutomationCondition.in_latest_time_window(
    lookback_delta=datetime.timedelta(days=2)
)
# end_checks
