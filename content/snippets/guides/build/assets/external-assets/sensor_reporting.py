import os

import dagster as dg

PARTNER_FILE = "/mnt/sftp/partner/transactions.csv"


@dg.sensor(minimum_interval_seconds=300)
def partner_file_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    """Record a materialization of partner/transactions whenever the file changes."""
    if not os.path.exists(PARTNER_FILE):
        return dg.SensorResult(skip_reason="Partner file not delivered yet")

    modified_at = os.path.getmtime(PARTNER_FILE)
    last_seen = float(context.cursor) if context.cursor else 0.0
    if modified_at <= last_seen:
        return dg.SensorResult(skip_reason="No new partner file")

    return dg.SensorResult(
        asset_events=[
            dg.AssetMaterialization(
                asset_key=["partner", "transactions"],
                metadata={
                    "file_modified_at": dg.MetadataValue.timestamp(modified_at),
                    "size_bytes": os.path.getsize(PARTNER_FILE),
                },
            )
        ],
        cursor=str(modified_at),
    )
