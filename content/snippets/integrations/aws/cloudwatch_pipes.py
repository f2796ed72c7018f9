import boto3

import dagster as dg
from dagster_aws.pipes import PipesCloudWatchMessageReader, PipesEMRServerlessClient


@dg.asset
def sessionized_clicks(
    context: dg.AssetExecutionContext, emr_serverless: PipesEMRServerlessClient
) -> dg.MaterializeResult:
    return emr_serverless.run(
        context=context,
        start_job_run_params={
            "applicationId": "00fq2k3example",
            "executionRoleArn": "arn:aws:iam::123456789012:role/emr-serverless-jobs",
            "jobDriver": {
                "sparkSubmit": {"entryPoint": "s3://acme-code/jobs/sessionize_clicks.py"}
            },
            # The default message reader follows the run's CloudWatch logs.
            "configurationOverrides": {
                "monitoringConfiguration": {"cloudWatchLoggingConfiguration": {"enabled": True}}
            },
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[sessionized_clicks],
    resources={
        "emr_serverless": PipesEMRServerlessClient(
            # Many concurrent runs read CloudWatch at once: allow more retries when throttled.
            message_reader=PipesCloudWatchMessageReader(
                client=boto3.client("logs", region_name="eu-west-1"),
                max_retries=20,
            ),
        )
    },
)
