import time

import dagster as dg
from dagster_graphql import DagsterGraphQLClient, DagsterGraphQLClientError

# start_client
# A local webserver started with `dg dev` or `dagster dev`.
client = DagsterGraphQLClient("localhost", port_number=3000)
# end_client

FINISHED = {
    dg.DagsterRunStatus.SUCCESS,
    dg.DagsterRunStatus.FAILURE,
    dg.DagsterRunStatus.CANCELED,
}


# start_submit
def run_nightly_report(region: str) -> str:
    """Launch the report job and return its run ID."""
    try:
        return client.submit_job_execution(
            "nightly_report_job",
            repository_location_name="sales_pipeline",
            run_config={"ops": {"build_report": {"config": {"region": region}}}},
            tags={"triggered_by": "billing-service"},
        )
    except DagsterGraphQLClientError as error:
        # Raised for an unknown job, invalid run config, or an error in the user code.
        raise RuntimeError(f"Could not launch the report: {error}") from error
# end_submit


# start_wait
def wait_for_run(run_id: str, poll_seconds: float = 5.0) -> dg.DagsterRunStatus:
    """Poll the run until it reaches a final status."""
    while True:
        status = client.get_run_status(run_id)
        if status in FINISHED:
            return status
        time.sleep(poll_seconds)
# end_wait


if __name__ == "__main__":
    new_run_id = run_nightly_report("emea")
    final_status = wait_for_run(new_run_id)
    print(f"Run {new_run_id} finished with status {final_status.value}")
