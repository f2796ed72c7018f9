import boto3
import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "lambda_pipes": PipesLambdaClient(
                client=boto3.client("lambda", region_name="eu-west-1"),
            ),
        }
    )
