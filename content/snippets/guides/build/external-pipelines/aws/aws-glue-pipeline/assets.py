import dagster as dg
from dagster_aws.pipes import PipesGlueClient


@dg.asset(
    kinds={"glue"},
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
)
def orders_deduplicated(
    context: dg.AssetExecutionContext, pipes_glue_client: PipesGlueClient
) -> dg.MaterializeResult:
    return pipes_glue_client.run(
        context=context,
        job_name="orders-dedupe",
        # Glue job arguments; keys start with "--".
        arguments={"--orders_date": context.partition_key},
        worker_type="G.1X",
        number_of_workers=2,
    ).get_materialize_result()
