import os
from pathlib import Path

import dagster as dg

INBOX = Path(os.getenv("ORDERS_INBOX", "data/inbox"))


class OrderFileConfig(dg.Config):
    path: str


@dg.asset
def imported_orders(context: dg.AssetExecutionContext, config: OrderFileConfig) -> None:
    context.log.info(f"Importing {config.path}")


@dg.sensor(target=[imported_orders], minimum_interval_seconds=60)
def order_file_sensor(context: dg.SensorEvaluationContext):
    # The cursor holds the modification time of the newest file already handled.
    last_seen_mtime = float(context.cursor) if context.cursor else 0.0

    new_files = sorted(
        (path for path in INBOX.glob("*.csv") if path.stat().st_mtime > last_seen_mtime),
        key=lambda path: path.stat().st_mtime,
    )
    if not new_files:
        return dg.SkipReason(f"No new CSV files in {INBOX}")

    run_requests = [
        dg.RunRequest(
            # One run per file: Dagster never launches two runs with the same key.
            run_key=f"{path.name}-{path.stat().st_mtime}",
            run_config=dg.RunConfig(ops={"imported_orders": OrderFileConfig(path=str(path))}),
        )
        for path in new_files
    ]
    return dg.SensorResult(
        run_requests=run_requests,
        cursor=str(new_files[-1].stat().st_mtime),
    )
