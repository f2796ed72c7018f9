import dagster as dg
from dagster_aws.pipes import PipesEMRClient

BUCKET = "analytics-emr"


@dg.asset(kinds={"spark", "emr"})
def user_sessions(
    context: dg.AssetExecutionContext, pipes_emr_client: PipesEMRClient
) -> dg.MaterializeResult:
    return pipes_emr_client.run(
        context=context,
        extras={
            "source_path": f"s3://{BUCKET}/raw/events/",
            "target_path": f"s3://{BUCKET}/marts/user_sessions/",
        },
        # Passed to boto3's EMR `run_job_flow` call: one transient cluster per run.
        run_job_flow_params={
            "Name": f"dagster-{context.run_id[:8]}",
            "ReleaseLabel": "emr-7.5.0",
            "Applications": [{"Name": "Spark"}],
            "LogUri": f"s3://{BUCKET}/emr-logs/",
            "JobFlowRole": "EMR_EC2_DefaultRole",
            "ServiceRole": "EMR_DefaultRole",
            "Instances": {
                "InstanceGroups": [
                    {
                        "InstanceRole": "MASTER",
                        "InstanceType": "m5.xlarge",
                        "InstanceCount": 1,
                    },
                    {
                        "InstanceRole": "CORE",
                        "InstanceType": "m5.xlarge",
                        "InstanceCount": 2,
                    },
                ],
                "KeepJobFlowAliveWhenNoSteps": False,
            },
            "Steps": [
                {
                    "Name": "user_sessions",
                    "ActionOnFailure": "TERMINATE_CLUSTER",
                    "HadoopJarStep": {
                        "Jar": "command-runner.jar",
                        "Args": [
                            "spark-submit",
                            "--deploy-mode",
                            "cluster",
                            "--conf",
                            "spark.pyspark.python=./venv.pex",
                            "--files",
                            f"s3://{BUCKET}/artifacts/venv.pex",
                            f"s3://{BUCKET}/artifacts/script.py",
                        ],
                    },
                }
            ],
        },
    ).get_materialize_result()
