import boto3
import dagster as dg
from dagster_aws.pipes import PipesGlueClient, PipesS3ContextInjector


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "pipes_glue_client": PipesGlueClient(
                client=boto3.client("glue"),
                # Required for Glue: the context is written to this bucket.
                context_injector=PipesS3ContextInjector(
                    bucket="analytics-dagster-pipes",
                    client=boto3.client("s3"),
                ),
            )
        }
    )
