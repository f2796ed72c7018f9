import dagster as dg


@dg.asset
def finance_dashboard_refresh() -> None: ...


dashboard_job = dg.define_asset_job("dashboard_job", selection=[finance_dashboard_refresh])


# Watch a job that lives in another code location, named "billing".
@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[
        dg.JobSelector(location_name="billing", job_name="invoice_export_job"),
    ],
    request_job=dashboard_job,
)
def refresh_dashboard_after_invoices(context: dg.RunStatusSensorContext):
    return dg.RunRequest(run_key=context.dagster_run.run_id)
