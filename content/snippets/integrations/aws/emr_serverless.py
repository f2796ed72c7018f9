import dagster as dg
from dagster_aws.pipes import PipesEMRServerlessClient


@dg.asset(kinds={"emr", "spark"})
def daily_order_facts(
    context: dg.AssetExecutionContext, emr_serverless: PipesEMRServerlessClient
) -> dg.MaterializeResult:
    return emr_serverless.run(
        context=context,
        start_job_run_params={
            "applicationId": "00fq2k3example",
            "executionRoleArn": "arn:aws:iam::123456789012:role/emr-serverless-jobs",
            "jobDriver": {
                "sparkSubmit": {"entryPoint": "s3://acme-code/emr/daily_order_facts.py"}
            },
            # The default message reader follows the run's CloudWatch logs.
            "configurationOverrides": {
                "monitoringConfiguration": {"cloudWatchLoggingConfiguration": {"enabled": True}}
            },
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[daily_order_facts],
    resources={"emr_serverless": PipesEMRServerlessClient(poll_interval=10.0)},
)
