from datetime import timedelta

# In Dagster 1.11 the new freshness API lives in `dagster.preview.freshness`.
# From 1.12 on, the same class is exported as `dg.FreshnessPolicy`.
from dagster.preview.freshness import FreshnessPolicy

import dagster as dg

# Fresh if materialized successfully in the last 24 hours; warn after 12 hours.
daily_refresh = FreshnessPolicy.time_window(
    fail_window=timedelta(hours=24),
    warn_window=timedelta(hours=12),
)


@dg.asset(freshness_policy=daily_refresh, group_name="sales")
def daily_orders() -> None:
    """Orders loaded from the storefront once a day."""
    ...


@dg.asset(
    deps=[daily_orders],
    group_name="sales",
    # Dashboards refresh every hour, so this asset should never be older than 90 minutes.
    freshness_policy=FreshnessPolicy.time_window(fail_window=timedelta(minutes=90)),
)
def revenue_dashboard_extract() -> None: ...
