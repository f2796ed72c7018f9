from dagster_graphql import DagsterGraphQLClient, ReloadRepositoryLocationStatus

client = DagsterGraphQLClient("localhost", port_number=3000)

if __name__ == "__main__":
    # The code location name: your project name in a dg project (listed under Deployment in the UI).
    info = client.reload_repository_location("my_project")
    if info.status == ReloadRepositoryLocationStatus.SUCCESS:
        print("reloaded")
    else:
        # The location failed to load: `message` holds the error, as in the UI.
        print(f"reload failed: {info.failure_type}: {info.message}")
