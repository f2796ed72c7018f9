import dagster as dg


# start_context
@dg.asset
def audit_log(context: dg.AssetExecutionContext) -> None:
    # Run-level information lives on context.run, op-level on context.op_execution_context.
    context.log.info(f"Run {context.run.run_id} with tags {context.run.tags}")
    if "backfill" in context.run.tags:
        context.log.info("Part of a backfill")
# end_context


# start_sensor
# monitor_all_repositories became monitor_all_code_locations.
@dg.run_status_sensor(run_status=dg.DagsterRunStatus.SUCCESS, monitor_all_code_locations=True)
def any_success(context: dg.RunStatusSensorContext) -> None:
    context.log.info(f"{context.dagster_run.job_name} succeeded")
# end_sensor


defs = dg.Definitions(assets=[audit_log], sensors=[any_success])
