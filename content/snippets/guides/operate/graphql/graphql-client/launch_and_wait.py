import time

from dagster_graphql import DagsterGraphQLClient, DagsterGraphQLClientError

from dagster import DagsterRunStatus

# start_client
client = DagsterGraphQLClient("localhost", port_number=3000)
# end_client

FINISHED = {DagsterRunStatus.SUCCESS, DagsterRunStatus.FAILURE, DagsterRunStatus.CANCELED}


# start_launch
def launch_sales_job(region: str) -> str:
    try:
        return client.submit_job_execution(
            "sales_job",
            run_config={"ops": {"sales": {"config": {"region": region}}}},
            tags={"triggered_by": "billing-service"},
        )
    except DagsterGraphQLClientError as error:
        # Raised for unknown jobs, invalid run config, unreachable servers and the like.
        raise RuntimeError(f"Could not launch sales_job: {error}") from error
# end_launch


# start_wait
def wait_for(run_id: str, poll_seconds: float = 2.0, timeout_seconds: float = 600) -> DagsterRunStatus:
    deadline = time.monotonic() + timeout_seconds
    while time.monotonic() < deadline:
        status = client.get_run_status(run_id)
        if status in FINISHED:
            return status
        time.sleep(poll_seconds)
    raise TimeoutError(f"Run {run_id} still running after {timeout_seconds}s")
# end_wait


if __name__ == "__main__":
    run_id = launch_sales_job("apac")
    print(f"launched {run_id}")
    print(f"finished with {wait_for(run_id).value}")
