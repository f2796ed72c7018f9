import json

import pandas as pd

import dagster as dg
from dagster_gcp import GCSPickleIOManager, GCSResource
from dagster_gcp.gcs.sensor import get_gcs_keys

LANDING_BUCKET = "acme-landing"


class OrderFileConfig(dg.Config):
    key: str


@dg.asset(kinds={"gcs"})
def order_batch(
    context: dg.AssetExecutionContext, config: OrderFileConfig, gcs: GCSResource
) -> pd.DataFrame:
    """Parse one JSON-lines file of orders dropped into the landing bucket."""
    blob = gcs.get_client().bucket(LANDING_BUCKET).blob(config.key)
    lines = blob.download_as_text().splitlines()
    orders = pd.DataFrame([json.loads(line) for line in lines if line])
    context.log.info(f"Read {len(orders)} orders from gs://{LANDING_BUCKET}/{config.key}")
    return orders


@dg.asset
def order_batch_summary(order_batch: pd.DataFrame) -> dict[str, float]:
    """Reads the pickled DataFrame back from GCS through the I/O manager."""
    return {"orders": float(len(order_batch)), "revenue": float(order_batch["amount"].sum())}


ingest_orders_job = dg.define_asset_job(
    "ingest_orders_job", selection=[order_batch, order_batch_summary]
)


@dg.sensor(job=ingest_orders_job, minimum_interval_seconds=60)
def new_order_files(context: dg.SensorEvaluationContext):
    new_keys = get_gcs_keys(LANDING_BUCKET, prefix="orders/", since_key=context.cursor)
    for key in new_keys:
        yield dg.RunRequest(
            run_key=key,
            run_config=dg.RunConfig(ops={"order_batch": OrderFileConfig(key=key)}),
        )
    if new_keys:
        context.update_cursor(new_keys[-1])


defs = dg.Definitions(
    assets=[order_batch, order_batch_summary],
    jobs=[ingest_orders_job],
    sensors=[new_order_files],
    resources={
        "gcs": GCSResource(project=dg.EnvVar("GCP_PROJECT")),
        "io_manager": GCSPickleIOManager(
            gcs=GCSResource(project=dg.EnvVar("GCP_PROJECT")),
            gcs_bucket="acme-dagster-storage",
            gcs_prefix="prod",
        ),
    },
)
