import os

from dagster_graphql import (
    DagsterGraphQLClient,
    DagsterGraphQLClientError,
    ReloadRepositoryLocationStatus,
)

# start_plus_client
# Dagster+: the host includes the deployment name, and a user token goes in a header.
plus_client = DagsterGraphQLClient(
    "acme.dagster.cloud/prod",
    use_https=True,
    headers={"Dagster-Cloud-Api-Token": os.environ["DAGSTER_CLOUD_API_TOKEN"]},
)
# end_plus_client

client = DagsterGraphQLClient("localhost", port_number=3000)


# start_reload
def reload_location(location_name: str) -> None:
    """Ask the webserver to reload a code location, for example after a deploy."""
    info = client.reload_repository_location(location_name)
    if info.status != ReloadRepositoryLocationStatus.SUCCESS:
        raise RuntimeError(f"Reload of {location_name} failed: {info.message}")
# end_reload


# start_shutdown
def restart_code_server(location_name: str) -> None:
    """Shut down the code server of a location so its process manager restarts it."""
    info = client.shutdown_repository_location(location_name)
    print(f"Shutdown of {location_name}: {info.status}")
# end_shutdown


# start_terminate
def cancel_runs(run_ids: list[str]) -> None:
    """Terminate one run or several; raises if any of them cannot be terminated."""
    try:
        if len(run_ids) == 1:
            client.terminate_run(run_ids[0])
        else:
            client.terminate_runs(run_ids)
    except DagsterGraphQLClientError as error:
        print(f"Some runs could not be terminated: {error}")
# end_terminate
