from pathlib import Path

import dagster as dg

ORDERS_DIR = Path("data/raw/orders")

# start_job
ingest_orders_job = dg.define_asset_job(
    name="ingest_orders_job",
    selection=dg.AssetSelection.assets("raw_orders"),
)
# end_job


# start_sensor
@dg.sensor(target=ingest_orders_job, minimum_interval_seconds=60)
def new_order_files_sensor(
    context: dg.SensorEvaluationContext,
) -> dg.SensorResult:
    """Reload raw_orders whenever a new or changed CSV lands in data/raw/orders/."""
    # The cursor stores the newest modification time already handled.
    last_seen = float(context.cursor) if context.cursor else 0.0

    new_files = sorted(
        (path for path in ORDERS_DIR.glob("*.csv") if path.stat().st_mtime > last_seen),
        key=lambda path: path.stat().st_mtime,
    )
    if not new_files:
        return dg.SensorResult(skip_reason=f"No new order files in {ORDERS_DIR}")

    newest = max(path.stat().st_mtime for path in new_files)
    names = ", ".join(path.name for path in new_files)
    context.log.info(f"Found {len(new_files)} new order file(s): {names}")

    # raw_orders reads every file in the folder, so one run covers the whole batch.
    # The run key is unique per batch, so a retried tick never launches it twice.
    return dg.SensorResult(
        run_requests=[
            dg.RunRequest(
                run_key=f"orders-{newest}",
                tags={"order_files": names[:200]},
            )
        ],
        cursor=str(newest),
    )
# end_sensor
