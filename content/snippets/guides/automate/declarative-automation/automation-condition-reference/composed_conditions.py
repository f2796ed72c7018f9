import dagster as dg

AC = dg.AutomationCondition

# start_building_blocks
# Run once, the first time the asset is seen missing, then never again for that partition.
fill_gaps = AC.missing().newly_true()

# True from the moment any dependency updates until this asset is requested or updated.
deps_changed_since_last_run = AC.any_deps_updated().since(
    AC.newly_requested() | AC.newly_updated()
)

# Don't start while a run of this asset (or its deps) is already going.
nothing_running = ~AC.in_progress() & ~AC.any_deps_in_progress()
# end_building_blocks

# start_custom_condition
refresh_when_inputs_change = (
    deps_changed_since_last_run
    & ~AC.any_deps_missing()
    & nothing_running
    & AC.all_deps_blocking_checks_passed()
).with_label("refresh when inputs change")


@dg.asset
def raw_orders() -> None: ...


@dg.asset(deps=[raw_orders], automation_condition=refresh_when_inputs_change)
def order_summary() -> None: ...
# end_custom_condition


# start_builtins_on_assets
@dg.asset(automation_condition=AC.on_cron("0 6 * * *", cron_timezone="Europe/Berlin"))
def daily_exchange_rates() -> None: ...


@dg.asset(
    deps=[daily_exchange_rates],
    automation_condition=AC.eager().without(~AC.any_deps_missing()),
)
def priced_orders() -> None: ...
# end_builtins_on_assets

defs = dg.Definitions(assets=[raw_orders, order_summary, daily_exchange_rates, priced_orders])
