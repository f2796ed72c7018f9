import os

from dagster_graphql import DagsterGraphQLClient

# Dagster+: the organization's host, a deployment path, and a user token in a header.
client = DagsterGraphQLClient(
    "my-org.dagster.cloud/prod",
    use_https=True,
    headers={"Dagster-Cloud-Api-Token": os.getenv("DAGSTER_CLOUD_API_TOKEN", "")},
)
