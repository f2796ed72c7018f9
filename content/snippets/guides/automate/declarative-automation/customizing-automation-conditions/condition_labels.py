import dagster as dg

# Each sub-condition gets a name that the UI shows in the evaluation tree.
upstream_in_trouble = (
    dg.AutomationCondition.any_deps_in_progress()
    | dg.AutomationCondition.any_deps_match(dg.AutomationCondition.execution_failed())
).with_label("any upstream running or failed")

refresh_window = dg.AutomationCondition.cron_tick_passed("0 */4 * * *").since_last_handled()

condition = (
    refresh_window.with_label("4-hour refresh window opened")
    & ~upstream_in_trouble
    & ~dg.AutomationCondition.in_progress()
).with_label("refresh every 4 hours when upstream is healthy")


@dg.asset(deps=["web_sessions", "ad_spend"], automation_condition=condition)
def marketing_attribution() -> None: ...


# Labels also make a sub-condition replaceable by name:
condition_without_failure_guard = condition.replace(
    "any upstream running or failed", dg.AutomationCondition.any_deps_in_progress()
)
