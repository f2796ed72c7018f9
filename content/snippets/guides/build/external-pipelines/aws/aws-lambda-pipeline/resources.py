import boto3
import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "pipes_lambda_client": PipesLambdaClient(
                client=boto3.client("lambda", region_name="eu-central-1")
            )
        }
    )
