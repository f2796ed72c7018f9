import boto3

import dagster as dg
from dagster_aws.pipes import PipesGlueClient, PipesS3ContextInjector


@dg.asset(
    kinds={"glue"},
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
)
def deduplicated_events(
    context: dg.AssetExecutionContext, pipes_glue: PipesGlueClient
) -> dg.MaterializeResult:
    return pipes_glue.run(
        context=context,
        # Passed to boto3's start_job_run; the Pipes arguments are added to "Arguments".
        start_job_run_params={
            "JobName": "deduplicate-events",
            "Arguments": {"--event_date": context.partition_key},
            "WorkerType": "G.1X",
            "NumberOfWorkers": 2,
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[deduplicated_events],
    resources={
        "pipes_glue": PipesGlueClient(
            client=boto3.client("glue", region_name="eu-west-1"),
            context_injector=PipesS3ContextInjector(
                bucket="acme-dagster-pipes",
                client=boto3.client("s3", region_name="eu-west-1"),
            ),
        )
    },
)
