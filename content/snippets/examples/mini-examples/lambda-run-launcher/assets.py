import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.asset(group_name="fx", kinds={"lambda"})
def fx_rates(context: dg.AssetExecutionContext, lambda_pipes: PipesLambdaClient) -> dg.MaterializeResult:
    """Refresh today's exchange rates with a Lambda function the finance team already runs."""
    return lambda_pipes.run(
        context=context,
        function_name="refresh-fx-rates",
        event={"base_currency": "EUR", "symbols": ["USD", "GBP", "CHF"]},
    ).get_materialize_result()


@dg.asset(group_name="fx", deps=[fx_rates])
def invoice_totals_eur(context: dg.AssetExecutionContext) -> None:
    # Runs in the normal run worker once fx_rates has succeeded.
    context.log.info("Converting open invoices to EUR")
