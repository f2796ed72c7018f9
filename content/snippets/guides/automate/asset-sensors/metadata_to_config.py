import dagster as dg


@dg.asset
def uploaded_batch() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"batch_id": "2025-03-01-07"})


class ProcessConfig(dg.Config):
    batch_id: str


@dg.asset
def processed_batch(context: dg.AssetExecutionContext, config: ProcessConfig) -> None:
    context.log.info(f"Processing batch {config.batch_id}")


process_job = dg.define_asset_job("process_job", selection=[processed_batch])


@dg.asset_sensor(asset_key=dg.AssetKey("uploaded_batch"), job=process_job)
def batch_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    materialization = asset_event.asset_materialization
    assert materialization is not None
    batch_id = materialization.metadata["batch_id"].value
    # The run key makes a second tick for the same batch a no-op.
    return dg.RunRequest(
        run_key=str(batch_id),
        run_config=dg.RunConfig(ops={"processed_batch": ProcessConfig(batch_id=str(batch_id))}),
    )


defs = dg.Definitions(
    assets=[uploaded_batch, processed_batch], jobs=[process_job], sensors=[batch_sensor]
)
