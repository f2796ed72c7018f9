import datetime

import dagster as dg


@dg.definitions
def clickstream_freshness() -> dg.Definitions:
    # Fails (as a warning) when no observation or materialization of
    # clickstream_events has been recorded for 15 minutes.
    checks = dg.build_last_update_freshness_checks(
        assets=["clickstream_events"],
        lower_bound_delta=datetime.timedelta(minutes=15),
    )
    sensor = dg.build_sensor_for_freshness_checks(
        freshness_checks=checks,
        name="clickstream_freshness_sensor",
        default_status=dg.DefaultSensorStatus.RUNNING,
    )
    return dg.Definitions(asset_checks=checks, sensors=[sensor])
