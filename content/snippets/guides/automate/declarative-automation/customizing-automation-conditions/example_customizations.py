import dagster as dg

# start_business_hours
# True from the first evaluation after 08:00 until the first one after 18:00, Mon-Fri.
business_hours = (
    dg.AutomationCondition.cron_tick_passed("0 8 * * 1-5", cron_timezone="Europe/Paris").since(
        dg.AutomationCondition.cron_tick_passed("0 18 * * 1-5", cron_timezone="Europe/Paris")
    )
).with_label("business hours (Paris)")

# Upstream changes made overnight are remembered and handled at 08:00.
eager_in_business_hours = dg.AutomationCondition.eager() & business_hours


@dg.asset(deps=["crm_opportunities"], automation_condition=eager_in_business_hours)
def sales_pipeline_forecast() -> None: ...
# end_business_hours

# start_retry_failures
# If the latest materialization failed, try again at the top of each hour.
retry_hourly_after_failure = (
    dg.AutomationCondition.execution_failed()
    & dg.AutomationCondition.cron_tick_passed("0 * * * *").since_last_handled()
    & ~dg.AutomationCondition.in_progress()
).with_label("hourly retry after failure")

eager_with_retries = dg.AutomationCondition.eager() | retry_hourly_after_failure
# end_retry_failures

# start_code_version
# Also rebuild once whenever the asset's code_version is bumped in a deploy.
rebuild_on_new_code = (
    dg.AutomationCondition.code_version_changed().since_last_handled()
    & ~dg.AutomationCondition.in_progress()
).with_label("code version changed")


@dg.asset(
    code_version="2025.03.1",
    deps=["raw_events"],
    automation_condition=dg.AutomationCondition.eager() | rebuild_on_new_code,
)
def sessionized_events() -> None: ...
# end_code_version

# start_cron_or_eager
# Hourly refresh, but react right away when the pricing table changes.
pricing_changed = dg.AutomationCondition.any_deps_updated().allow(
    dg.AssetSelection.assets("price_list")
)
hourly_or_on_price_change = dg.AutomationCondition.on_cron("0 * * * *") | (
    pricing_changed.since_last_handled() & ~dg.AutomationCondition.in_progress()
).with_label("price list changed")
# end_cron_or_eager

# start_freshness_guard
# Don't start downstream work while any upstream asset has failing blocking checks
# or has never been materialized.
healthy_upstream = (
    dg.AutomationCondition.all_deps_blocking_checks_passed()
    & ~dg.AutomationCondition.any_deps_missing()
).with_label("upstream healthy")

guarded_daily = dg.AutomationCondition.on_cron("0 5 * * *") & healthy_upstream
# end_freshness_guard
