import os
import subprocess

import boto3
import dagster as dg
from dagster_aws.pipes import PipesS3ContextInjector, PipesS3MessageReader

JAR_PATH = "external_scala/build/libs/external_scala-all.jar"


@dg.asset(
    kinds={"spark", "scala"},
    check_specs=[dg.AssetCheckSpec(name="all_rows_valid", asset="shipments_validated")],
)
def shipments_validated(context: dg.AssetExecutionContext):
    s3 = boto3.client("s3")
    bucket = os.environ["DAGSTER_PIPES_BUCKET"]

    with dg.open_pipes_session(
        context=context,
        context_injector=PipesS3ContextInjector(bucket=bucket, client=s3),
        message_reader=PipesS3MessageReader(bucket=bucket, client=s3),
        extras={"input_path": "s3a://logistics-lake/raw/shipments/"},
    ) as session:
        args: list[str] = []
        for flag, value in session.get_bootstrap_cli_arguments().items():
            args.extend([flag, value])

        subprocess.run(
            [
                "spark-submit",
                "--class",
                "com.acme.shipments.ValidateShipments",
                JAR_PATH,
                *args,
            ],
            check=True,
        )

    return session.get_results()
