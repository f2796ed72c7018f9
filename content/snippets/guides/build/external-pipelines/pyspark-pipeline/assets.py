import os
import subprocess

import boto3
import dagster as dg
from dagster_aws.pipes import PipesS3ContextInjector, PipesS3MessageReader


@dg.asset(
    kinds={"spark"},
    check_specs=[dg.AssetCheckSpec(name="return_rate_plausible", asset="returns_rate")],
)
def returns_rate(context: dg.AssetExecutionContext):
    s3 = boto3.client("s3")
    bucket = os.environ["DAGSTER_PIPES_BUCKET"]

    with dg.open_pipes_session(
        context=context,
        context_injector=PipesS3ContextInjector(bucket=bucket, client=s3),
        message_reader=PipesS3MessageReader(
            bucket=bucket,
            client=s3,
            # The writer in the Spark driver also captures its stdout/stderr.
            include_stdio_in_messages=True,
        ),
        extras={"orders_path": "s3a://analytics-lake/clean/orders/"},
    ) as session:
        pipes_args: list[str] = []
        for flag, value in session.get_bootstrap_cli_arguments().items():
            pipes_args.extend([flag, value])

        subprocess.run(
            [
                "spark-submit",
                "--master",
                os.environ.get("SPARK_MASTER", "local[*]"),
                "jobs/spark_job.py",
                *pipes_args,
            ],
            check=True,
        )

    return session.get_results()
