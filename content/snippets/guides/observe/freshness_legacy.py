# Legacy API: deprecated since 1.6 and renamed in 1.11. Prefer the new FreshnessPolicy.
from dagster.deprecated import FreshnessPolicy as LegacyFreshnessPolicy

import dagster as dg


@dg.asset(legacy_freshness_policy=LegacyFreshnessPolicy(maximum_lag_minutes=60))
def hourly_inventory() -> None: ...
