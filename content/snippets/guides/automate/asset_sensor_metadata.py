import dagster as dg


class ExportConfig(dg.Config):
    expected_rows: int
    upstream_run_id: str


@dg.asset
def customer_master() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"row_count": 18_240})


@dg.asset
def crm_export(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    context.log.info(
        f"Exporting {config.expected_rows} customers produced by run {config.upstream_run_id}"
    )


crm_export_job = dg.define_asset_job("crm_export_job", selection=[crm_export])


@dg.asset_sensor(asset_key=dg.AssetKey("customer_master"), job=crm_export_job)
def customer_master_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    materialization = asset_event.asset_materialization
    row_count_value = materialization.metadata.get("row_count") if materialization else None

    # Don't export an empty table: an empty CRM is worse than a stale one.
    if row_count_value is None or row_count_value.value == 0:
        return dg.SkipReason("customer_master was materialized without any rows")

    return dg.RunRequest(
        run_key=f"{asset_event.run_id}-{asset_event.timestamp}",
        run_config=dg.RunConfig(
            ops={
                "crm_export": ExportConfig(
                    expected_rows=int(row_count_value.value),
                    upstream_run_id=asset_event.run_id,
                )
            }
        ),
    )
