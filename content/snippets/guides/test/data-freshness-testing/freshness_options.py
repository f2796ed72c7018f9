from datetime import timedelta

import dagster as dg


@dg.asset
def payments() -> None:
    """Loaded every 15 minutes from the payment provider."""


@dg.asset(deps=[payments])
def revenue_dashboard() -> None:
    """Read by the finance team."""


# severity=ERROR marks a stale asset as failed rather than warning (the default);
# blocking=True stops the run the check executes in when it fails.
payments_freshness = dg.build_last_update_freshness_checks(
    assets=[payments],
    lower_bound_delta=timedelta(minutes=45),
    severity=dg.AssetCheckSeverity.ERROR,
    blocking=True,
)

# Evaluate the check at least every 10 minutes, and start the sensor when the code loads.
payments_freshness_sensor = dg.build_sensor_for_freshness_checks(
    freshness_checks=payments_freshness,
    minimum_interval_seconds=600,
    name="payments_freshness_sensor",
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(
    assets=[payments, revenue_dashboard],
    asset_checks=payments_freshness,
    sensors=[payments_freshness_sensor],
)
