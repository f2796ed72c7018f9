import os

import dagster as dg


# start_job
class InvoiceFileConfig(dg.Config):
    path: str


@dg.asset
def invoices(context: dg.AssetExecutionContext, config: InvoiceFileConfig) -> None:
    context.log.info(f"Loading {config.path}")


invoice_job = dg.define_asset_job("load_invoices", selection=[invoices])
# end_job


# start_sensor
class InboxConfig(dg.ConfigurableResource):
    directory: str = "data/inbox"


@dg.sensor(
    job=invoice_job,
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
)
def invoice_inbox_sensor(context: dg.SensorEvaluationContext, inbox: InboxConfig):
    if not os.path.isdir(inbox.directory):
        return dg.SkipReason(f"{inbox.directory} does not exist yet")

    # The cursor holds the newest modification time already handled.
    last_seen = float(context.cursor) if context.cursor else 0.0
    new_files = []
    for name in sorted(os.listdir(inbox.directory)):
        path = os.path.join(inbox.directory, name)
        mtime = os.path.getmtime(path)
        if name.endswith(".csv") and mtime > last_seen:
            new_files.append((mtime, path))

    if not new_files:
        return dg.SkipReason("No new invoice files")

    return dg.SensorResult(
        run_requests=[
            dg.RunRequest(
                run_key=f"{path}:{mtime}",
                run_config=dg.RunConfig(ops={"invoices": InvoiceFileConfig(path=path)}),
            )
            for mtime, path in new_files
        ],
        cursor=str(max(mtime for mtime, _ in new_files)),
    )
# end_sensor


defs = dg.Definitions(
    assets=[invoices],
    jobs=[invoice_job],
    sensors=[invoice_inbox_sensor],
    resources={"inbox": InboxConfig()},
)
