import os

import dagster as dg
from dagster_aws.pipes import PipesEMRContainersClient


@dg.asset(kinds={"spark", "emr"})
def product_revenue(
    context: dg.AssetExecutionContext,
    pipes_emr_containers_client: PipesEMRContainersClient,
) -> dg.MaterializeResult:
    image = os.environ["EMR_PIPES_IMAGE"]  # the image built from the Dockerfile above
    return pipes_emr_containers_client.run(
        context=context,
        extras={
            "orders_path": "s3://analytics-lake/clean/orders/",
            "output_path": "s3://analytics-lake/marts/product_revenue/",
        },
        # Passed to boto3's `emr-containers` `start_job_run` call.
        start_job_run_params={
            "name": f"product-revenue-{context.run_id[:8]}",
            "virtualClusterId": os.environ["EMR_VIRTUAL_CLUSTER_ID"],
            "executionRoleArn": os.environ["EMR_JOB_ROLE_ARN"],
            "releaseLabel": "emr-7.5.0-latest",
            "clientToken": context.run_id,  # makes retries of the API call idempotent
            "jobDriver": {
                "sparkSubmitJobDriver": {
                    "entryPoint": "local:///app/script.py",
                    "sparkSubmitParameters": (
                        f"--conf spark.kubernetes.container.image={image}"
                    ),
                }
            },
        },
    ).get_materialize_result()
