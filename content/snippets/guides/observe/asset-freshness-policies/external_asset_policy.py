from datetime import timedelta

from dagster.preview.freshness import FreshnessPolicy

import dagster as dg

# Loaded by the vendor every night; Dagster only records when it changed.
vendor_orders = dg.AssetSpec(
    "vendor_orders",
    description="Nightly export from the fulfilment partner",
    freshness_policy=FreshnessPolicy.time_window(
        fail_window=timedelta(hours=30), warn_window=timedelta(hours=26)
    ),
)


def vendor_export_mtime() -> float:
    """Stands in for reading the export's modification time from object storage."""
    return 1740787200.0


@dg.sensor(minimum_interval_seconds=600)
def vendor_orders_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    mtime = vendor_export_mtime()
    if context.cursor and float(context.cursor) >= mtime:
        return dg.SensorResult(skip_reason="no new export")
    # Each reported materialization restarts the freshness window.
    return dg.SensorResult(
        asset_events=[dg.AssetMaterialization(asset_key="vendor_orders")], cursor=str(mtime)
    )


defs = dg.Definitions(assets=[vendor_orders], sensors=[vendor_orders_sensor])
