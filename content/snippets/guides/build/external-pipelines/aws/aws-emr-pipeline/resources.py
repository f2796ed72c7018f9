import boto3
import dagster as dg
from dagster_aws.pipes import PipesEMRClient, PipesS3MessageReader


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "pipes_emr_client": PipesEMRClient(
                # Required for EMR: the job writes message chunks to this bucket.
                message_reader=PipesS3MessageReader(
                    client=boto3.client("s3"),
                    bucket="analytics-emr",
                    # Also ship the driver's stdout/stderr through Pipes messages.
                    include_stdio_in_messages=True,
                ),
            )
        }
    )
