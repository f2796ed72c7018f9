import dagster as dg


@dg.asset(automation_condition=dg.AutomationCondition.eager())
def orders() -> None: ...


# Cheap check: run it every time orders is updated.
@dg.asset_check(asset=orders, automation_condition=dg.AutomationCondition.eager())
def orders_have_no_null_ids() -> dg.AssetCheckResult:
    null_ids = 0  # in practice: SELECT count(*) FROM orders WHERE id IS NULL
    return dg.AssetCheckResult(passed=null_ids == 0, metadata={"null_ids": null_ids})


# Expensive check: at most once a day, after orders has updated since 02:00.
@dg.asset_check(asset=orders, automation_condition=dg.AutomationCondition.on_cron("0 2 * * *"))
def orders_match_payment_ledger() -> dg.AssetCheckResult:
    mismatches = 0  # in practice: reconcile against the payment provider's ledger
    return dg.AssetCheckResult(passed=mismatches == 0, metadata={"mismatches": mismatches})
