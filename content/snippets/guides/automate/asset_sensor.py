import dagster as dg


@dg.asset
def customer_master() -> dg.MaterializeResult:
    # ... load and clean customer records ...
    return dg.MaterializeResult(metadata={"row_count": 18_240, "source": "crm"})


@dg.asset
def crm_export() -> None:
    """Push the cleaned customer records back to the CRM."""


crm_export_job = dg.define_asset_job("crm_export_job", selection=[crm_export])


@dg.asset_sensor(asset_key=dg.AssetKey("customer_master"), job=crm_export_job)
def customer_master_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    # The run key ties each run to the materialization that caused it.
    return dg.RunRequest(run_key=f"{asset_event.run_id}-{asset_event.timestamp}")
