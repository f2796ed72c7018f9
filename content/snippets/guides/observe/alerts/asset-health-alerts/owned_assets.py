from datetime import timedelta

import dagster as dg
from dagster.preview.freshness import FreshnessPolicy


@dg.asset(
    group_name="critical_assets",
    owners=["ana@example.com", "team:billing"],
    # Degraded when the last materialization is over 24 hours old; Warning after 12.
    freshness_policy=FreshnessPolicy.time_window(
        fail_window=timedelta(hours=24), warn_window=timedelta(hours=12)
    ),
)
def invoices() -> None: ...


@dg.asset_check(asset=invoices)
def invoices_have_totals() -> dg.AssetCheckResult:
    # ERROR severity (the default) makes a failing check turn the asset Degraded;
    # WARN would make it Warning.
    return dg.AssetCheckResult(passed=True, severity=dg.AssetCheckSeverity.ERROR)


defs = dg.Definitions(assets=[invoices], asset_checks=[invoices_have_totals])
