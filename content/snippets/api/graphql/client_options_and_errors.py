import os

import dagster as dg
from dagster_graphql import DagsterGraphQLClient, DagsterGraphQLClientError
from requests.auth import HTTPBasicAuth

# start_options
# A webserver behind a proxy that asks for basic auth, on a custom path prefix.
proxied_client = DagsterGraphQLClient(
    "dagster.internal.acme.com/orchestration",
    use_https=True,
    timeout=60,
    auth=HTTPBasicAuth("svc-reports", os.environ["REPORTS_PROXY_PASSWORD"]),
)
# end_options

client = DagsterGraphQLClient("localhost", port_number=3000)


# start_run_config
class ReportConfig(dg.Config):
    region: str


def launch_with_run_config(region: str) -> str:
    """Run config can be a dg.RunConfig instead of a nested dictionary."""
    return client.submit_job_execution(
        "nightly_report_job",
        repository_location_name="sales_pipeline",
        repository_name="__repository__",
        run_config=dg.RunConfig(ops={"build_report": ReportConfig(region=region)}),
        op_selection=["*build_report"],
    )
# end_run_config


# start_errors
def launch_or_explain(job_name: str) -> str | None:
    """Launch a job and turn client errors into readable messages."""
    try:
        return client.submit_job_execution(job_name, run_config={})
    except DagsterGraphQLClientError as error:
        error_type = error.args[0] if error.args else "unknown"
        if error_type == "RunConfigValidationInvalid":
            # The second argument holds the list of config errors.
            for config_error in error.args[1]:
                print(f"Invalid run config: {config_error['message']}")
        elif error_type == "InvalidOutputError":
            # error.body is an InvalidOutputErrorInfo.
            print(f"Step {error.body.step_key} has no output {error.body.invalid_output_name}")
        else:
            # JobNotFoundError, PythonError, connection problems and so on.
            print(f"Could not launch {job_name}: {error}")
        return None
# end_errors
