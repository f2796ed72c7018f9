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
        # The parameters of boto3's glue.start_job_run; argument keys start with "--".
        start_job_run_params={
            "JobName": "orders-dedupe",
            "Arguments": {"--orders_date": context.partition_key},
            "WorkerType": "G.1X",
            "NumberOfWorkers": 2,
        },
    ).get_materialize_result()
