import dagster as dg
from dagster_aws.pipes import PipesEMRServerlessClient


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"pipes_emr_serverless_client": PipesEMRServerlessClient(poll_interval=10)}
    )
