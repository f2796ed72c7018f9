# After: each asset launches an EMR step through Pipes and passes paths
# through metadata and extras instead of an I/O manager.
import boto3
import dagster as dg
from dagster_aws.pipes import PipesEMRClient, PipesS3MessageReader

ARTIFACTS = "s3://shop-artifacts/spark"


def emr_params(name: str, script: str) -> dict:
    """One transient cluster with one spark-submit step."""
    return {
        "Name": name,
        "ReleaseLabel": "emr-7.5.0",
        "Applications": [{"Name": "Spark"}],
        "LogUri": "s3://shop-artifacts/emr-logs/",
        "JobFlowRole": "EMR_EC2_DefaultRole",
        "ServiceRole": "EMR_DefaultRole",
        "Instances": {
            "InstanceGroups": [
                {"InstanceRole": "MASTER", "InstanceType": "m5.xlarge", "InstanceCount": 1},
                {"InstanceRole": "CORE", "InstanceType": "m5.xlarge", "InstanceCount": 2},
            ],
            "KeepJobFlowAliveWhenNoSteps": False,
        },
        "Steps": [
            {
                "Name": name,
                "ActionOnFailure": "TERMINATE_CLUSTER",
                "HadoopJarStep": {
                    "Jar": "command-runner.jar",
                    "Args": [
                        "spark-submit",
                        "--deploy-mode",
                        "cluster",
                        "--files",
                        f"{ARTIFACTS}/venv.pex",
                        "--conf",
                        "spark.pyspark.python=./venv.pex",
                        f"{ARTIFACTS}/jobs/{script}",
                    ],
                },
            }
        ],
    }


@dg.asset(kinds={"spark", "emr"})
def clean_orders(
    context: dg.AssetExecutionContext, pipes_emr_client: PipesEMRClient
) -> dg.MaterializeResult:
    return pipes_emr_client.run(
        context=context,
        run_job_flow_params=emr_params("clean_orders", "clean_orders_job.py"),
    ).get_materialize_result()


@dg.asset(deps=[clean_orders], kinds={"spark", "emr"})
def order_stats(
    context: dg.AssetExecutionContext, pipes_emr_client: PipesEMRClient
) -> dg.MaterializeResult:
    # Read the path that the upstream job reported in its latest materialization.
    event = context.instance.get_latest_materialization_event(clean_orders.key)
    if event is None or event.asset_materialization is None:
        raise dg.Failure("clean_orders has never been materialized")
    clean_orders_path = event.asset_materialization.metadata["path"].value

    return pipes_emr_client.run(
        context=context,
        run_job_flow_params=emr_params("order_stats", "order_stats_job.py"),
        extras={"clean_orders_path": clean_orders_path},
    ).get_materialize_result()


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "pipes_emr_client": PipesEMRClient(
                message_reader=PipesS3MessageReader(
                    client=boto3.client("s3"),
                    bucket="shop-artifacts",
                    include_stdio_in_messages=True,
                )
            )
        }
    )
