import dagster as dg


@dg.asset(group_name="critical_assets", owners=["ana@example.com", "team:billing"])
def invoices() -> None: ...


@dg.asset_check(asset=invoices)
def invoices_have_totals() -> dg.AssetCheckResult:
    # ERROR severity (the default) makes a failing check turn the asset Degraded;
    # WARN would make it Warning.
    return dg.AssetCheckResult(passed=True, severity=dg.AssetCheckSeverity.ERROR)


defs = dg.Definitions(assets=[invoices], asset_checks=[invoices_have_totals])
