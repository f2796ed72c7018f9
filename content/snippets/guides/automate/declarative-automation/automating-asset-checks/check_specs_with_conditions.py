import dagster as dg


@dg.asset(automation_condition=dg.AutomationCondition.eager())
def customers() -> None: ...


# Two checks computed by one function. Each spec carries its own condition, and
# can_subset=True lets Dagster run just the check whose condition is true.
@dg.multi_asset_check(
    specs=[
        dg.AssetCheckSpec(
            "customers_have_email",
            asset=customers,
            automation_condition=dg.AutomationCondition.eager(),
        ),
        dg.AssetCheckSpec(
            "customers_match_crm",
            asset=customers,
            automation_condition=dg.AutomationCondition.on_cron("0 6 * * *"),
        ),
    ],
    can_subset=True,
)
def customer_checks(context: dg.AssetCheckExecutionContext):
    for check_key in context.selected_asset_check_keys:
        if check_key.name == "customers_have_email":
            missing = 0  # in practice: SELECT count(*) FROM customers WHERE email IS NULL
            yield dg.AssetCheckResult(
                check_name=check_key.name, passed=missing == 0, metadata={"missing": missing}
            )
        else:
            differences = 0  # in practice: compare against the CRM export
            yield dg.AssetCheckResult(check_name=check_key.name, passed=differences == 0)


defs = dg.Definitions(assets=[customers], asset_checks=[customer_checks])
