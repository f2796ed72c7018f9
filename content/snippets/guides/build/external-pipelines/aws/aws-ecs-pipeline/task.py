# task.py, baked into the container image that the ECS task definition runs
import os

import boto3
from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        bucket = pipes.get_extra("bucket")
        prefix = f"exports/orders/{pipes.run_id}/"
        pipes.log.info(f"Exporting orders to s3://{bucket}/{prefix}")

        s3 = boto3.client("s3")
        # ... query the source database and upload the files ...
        uploaded = s3.list_objects_v2(Bucket=bucket, Prefix=prefix).get("KeyCount", 0)

        pipes.report_asset_materialization(
            metadata={
                "files_written": uploaded,
                "export_prefix": {"raw_value": f"s3://{bucket}/{prefix}", "type": "path"},
                "task_hostname": os.environ.get("HOSTNAME", "unknown"),
            },
        )
        pipes.report_asset_check(
            check_name="export_not_empty",
            passed=uploaded > 0,
            metadata={"files_written": uploaded},
        )


if __name__ == "__main__":
    main()
