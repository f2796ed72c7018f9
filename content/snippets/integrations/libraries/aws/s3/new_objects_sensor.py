from dagster_aws.s3.sensor import get_s3_keys

import dagster as dg


class InvoiceFile(dg.Config):
    key: str


@dg.asset
def imported_invoice(context: dg.AssetExecutionContext, config: InvoiceFile) -> None:
    context.log.info(f"Importing s3://acme-invoices/{config.key}")


import_job = dg.define_asset_job("import_invoice_job", selection=[imported_invoice])


@dg.sensor(job=import_job, minimum_interval_seconds=120)
def new_invoices_sensor(context: dg.SensorEvaluationContext):
    # Keys after the last one seen; the cursor remembers where the previous tick stopped.
    new_keys = get_s3_keys("acme-invoices", prefix="incoming/", since_key=context.cursor)
    if not new_keys:
        return dg.SkipReason("no new invoices")
    context.update_cursor(new_keys[-1])
    return [
        dg.RunRequest(
            run_key=key,
            run_config=dg.RunConfig(ops={"imported_invoice": InvoiceFile(key=key)}),
        )
        for key in new_keys
    ]


defs = dg.Definitions(assets=[imported_invoice], jobs=[import_job], sensors=[new_invoices_sensor])
