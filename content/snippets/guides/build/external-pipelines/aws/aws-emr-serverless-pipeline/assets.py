import os

import dagster as dg
from dagster_aws.pipes import PipesEMRServerlessClient


@dg.asset(kinds={"spark", "emr"})
def customer_ltv(
    context: dg.AssetExecutionContext,
    pipes_emr_serverless_client: PipesEMRServerlessClient,
) -> dg.MaterializeResult:
    return pipes_emr_serverless_client.run(
        context=context,
        # Passed to boto3's `emr-serverless` `start_job_run` call.
        start_job_run_params={
            "applicationId": os.environ["EMR_SERVERLESS_APP_ID"],
            "executionRoleArn": os.environ["EMR_SERVERLESS_ROLE_ARN"],
            "clientToken": context.run_id,
            "jobDriver": {
                "sparkSubmit": {
                    "entryPoint": "s3://analytics-artifacts/jobs/customer_ltv/script.py",
                }
            },
            "configurationOverrides": {
                "monitoringConfiguration": {
                    # Required: Pipes reads messages from the driver's CloudWatch stream.
                    "cloudWatchLoggingConfiguration": {"enabled": True}
                }
            },
        },
    ).get_materialize_result()
