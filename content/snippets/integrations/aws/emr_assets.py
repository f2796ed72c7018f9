import boto3

import dagster as dg
from dagster_aws.pipes import PipesEMRClient, PipesS3MessageReader

PIPES_BUCKET = "acme-dagster-pipes"


@dg.asset(kinds={"emr", "spark"})
def customer_lifetime_value(
    context: dg.AssetExecutionContext, pipes_emr: PipesEMRClient
) -> dg.MaterializeResult:
    return pipes_emr.run(
        context=context,
        run_job_flow_params={
            "Name": "customer-lifetime-value",
            "ReleaseLabel": "emr-7.5.0",
            "Applications": [{"Name": "Spark"}],
            "LogUri": "s3://acme-emr-logs/clv/",
            "JobFlowRole": "EMR_EC2_DefaultRole",
            "ServiceRole": "EMR_DefaultRole",
            "Instances": {
                "InstanceGroups": [
                    {"InstanceRole": "MASTER", "InstanceType": "m5.xlarge", "InstanceCount": 1},
                    {"InstanceRole": "CORE", "InstanceType": "m5.xlarge", "InstanceCount": 2},
                ],
                # The client waits for the cluster to terminate: never keep it alive.
                "KeepJobFlowAliveWhenNoSteps": False,
            },
            "BootstrapActions": [
                {
                    "Name": "install-dagster-pipes",
                    "ScriptBootstrapAction": {"Path": "s3://acme-code/emr/install_pipes.sh"},
                }
            ],
            "Steps": [
                {
                    "Name": "compute-clv",
                    "ActionOnFailure": "TERMINATE_CLUSTER",
                    "HadoopJarStep": {
                        "Jar": "command-runner.jar",
                        "Args": [
                            "spark-submit",
                            "--deploy-mode",
                            "cluster",
                            "s3://acme-code/emr/customer_lifetime_value.py",
                        ],
                    },
                }
            ],
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_lifetime_value],
    resources={
        "pipes_emr": PipesEMRClient(
            client=boto3.client("emr", region_name="eu-west-1"),
            message_reader=PipesS3MessageReader(
                bucket=PIPES_BUCKET,
                client=boto3.client("s3", region_name="eu-west-1"),
                include_stdio_in_messages=True,
            ),
        )
    },
)
