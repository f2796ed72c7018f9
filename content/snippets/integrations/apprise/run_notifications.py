import os

import dagster as dg
from apprise import NotifyType
from dagster_apprise import (
    AppriseNotificationsConfig,
    AppriseResource,
    apprise_notifications,
)


@dg.asset
def orders_daily() -> dg.MaterializeResult:
    row_count = 48_120  # stand-in for the rows loaded by this step
    return dg.MaterializeResult(metadata={"row_count": row_count})


@dg.asset(deps=[orders_daily])
def revenue_report(apprise: AppriseResource) -> None:
    missing_regions = ["apac"]  # stand-in for a data-quality finding
    if missing_regions:
        # Send a message from inside a step; returns False instead of raising on failure.
        apprise.notify(
            title="Revenue report incomplete",
            body=f"No orders for regions: {', '.join(missing_regions)}",
            notify_type=NotifyType.WARNING,
        )


nightly_orders = dg.define_asset_job(
    "nightly_orders",
    selection=[orders_daily, revenue_report],
)

# Builds the `apprise` resource plus one run status sensor per event.
notifications = apprise_notifications(
    AppriseNotificationsConfig(
        # Apprise URLs embed their credentials: read them from the environment.
        urls=[os.environ.get("APPRISE_TEAM_URL", "json://localhost:8080/alerts")],
        events=["FAILURE", "SUCCESS"],
        include_jobs=["nightly_*"],
        base_url="https://dagster.example.com",
        title_prefix="Dagster (prod)",
    )
)

defs = dg.Definitions.merge(
    dg.Definitions(assets=[orders_daily, revenue_report], jobs=[nightly_orders]),
    notifications,
)
