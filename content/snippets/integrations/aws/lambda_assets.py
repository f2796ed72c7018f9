import boto3

import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.asset(kinds={"lambda"})
def currency_rates(
    context: dg.AssetExecutionContext, pipes_lambda: PipesLambdaClient
) -> dg.MaterializeResult:
    return pipes_lambda.run(
        context=context,
        function_name="refresh-currency-rates",
        event={"base_currency": "EUR", "symbols": ["USD", "GBP", "JPY"]},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[currency_rates],
    resources={
        "pipes_lambda": PipesLambdaClient(client=boto3.client("lambda", region_name="eu-west-1"))
    },
)
