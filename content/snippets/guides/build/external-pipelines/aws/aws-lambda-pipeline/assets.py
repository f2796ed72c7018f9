import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.asset(kinds={"lambda"})
def exchange_rates(
    context: dg.AssetExecutionContext, pipes_lambda_client: PipesLambdaClient
) -> dg.MaterializeResult:
    return pipes_lambda_client.run(
        context=context,
        function_name="refresh-exchange-rates",  # name or ARN
        event={"currency": "EUR"},  # your JSON payload for the handler
    ).get_materialize_result()
