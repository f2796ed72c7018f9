import dagster as dg

# Building blocks
upstream_changed = dg.AutomationCondition.any_deps_updated()
upstream_busy = dg.AutomationCondition.any_deps_in_progress()
already_running = dg.AutomationCondition.in_progress()

# "Run when an upstream asset changes, unless upstream work is still running
# or this asset is already being materialized."
react_to_upstream = (
    upstream_changed.since_last_handled() & ~upstream_busy & ~already_running
).with_label("react_to_upstream")


@dg.asset(deps=["raw_invoices"], automation_condition=react_to_upstream)
def invoice_facts() -> None: ...
