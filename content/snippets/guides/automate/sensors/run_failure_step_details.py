import dagster as dg


@dg.run_failure_sensor(
    monitor_all_code_locations=True,
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
)
def log_failed_steps(context: dg.RunFailureSensorContext) -> None:
    # Each step failure event names the step and carries the error that was raised.
    for step_event in context.get_step_failure_events():
        error = step_event.event_specific_data.error
        context.log.error(
            f"{context.dagster_run.job_name}: step {step_event.step_key} failed "
            f"with {error.cls_name if error else 'an unknown error'}"
        )
