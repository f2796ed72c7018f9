import dagster as dg
from dagster_airbyte import AirbyteWorkspace

# Basic auth with the credentials of the Airbyte deployment.
# Set either username/password or client_id/client_secret, never both.
airbyte_workspace = AirbyteWorkspace(
    rest_api_base_url="http://localhost:8000/api/public/v1",
    configuration_api_base_url="http://localhost:8000/api/v1",
    workspace_id=dg.EnvVar("AIRBYTE_WORKSPACE_ID"),
    username="airbyte",
    password=dg.EnvVar("AIRBYTE_PASSWORD"),
)
