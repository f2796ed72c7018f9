import boto3
import dagster as dg
from dagster_aws.pipes import PipesCloudWatchMessageReader, PipesECSClient


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            # The defaults are the same as below: context goes in environment
            # variables and messages come back through CloudWatch Logs.
            "pipes_ecs_client": PipesECSClient(
                client=boto3.client("ecs", region_name="eu-west-1"),
                message_reader=PipesCloudWatchMessageReader(
                    client=boto3.client("logs", region_name="eu-west-1")
                ),
            )
        }
    )
