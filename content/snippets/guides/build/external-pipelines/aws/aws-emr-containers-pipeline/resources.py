import boto3
import dagster as dg
from dagster_aws.pipes import (
    PipesEMRContainersClient,
    PipesS3ContextInjector,
    PipesS3MessageReader,
)

PIPES_BUCKET = "analytics-dagster-pipes"


@dg.definitions
def resources() -> dg.Definitions:
    s3 = boto3.client("s3")
    return dg.Definitions(
        resources={
            "pipes_emr_containers_client": PipesEMRContainersClient(
                context_injector=PipesS3ContextInjector(bucket=PIPES_BUCKET, client=s3),
                message_reader=PipesS3MessageReader(
                    bucket=PIPES_BUCKET,
                    client=s3,
                    include_stdio_in_messages=True,
                ),
            )
        }
    )
