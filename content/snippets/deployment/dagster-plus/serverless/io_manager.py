"""Keep asset outputs in your own S3 bucket instead of Dagster+ managed storage."""

import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource


@dg.asset
def patient_visits() -> list[dict]:
    return [{"visit_id": 1, "clinic": "north"}]


@dg.asset
def visits_per_clinic(patient_visits: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for visit in patient_visits:
        counts[visit["clinic"]] = counts.get(visit["clinic"], 0) + 1
    return counts


defs = dg.Definitions(
    assets=[patient_visits, visits_per_clinic],
    resources={
        # Replacing the "io_manager" key replaces the default I/O manager for every asset.
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(
                region_name="us-east-1",
                aws_access_key_id=dg.EnvVar("AWS_ACCESS_KEY_ID"),
                aws_secret_access_key=dg.EnvVar("AWS_SECRET_ACCESS_KEY"),
            ),
            s3_bucket="my-company-dagster-io",
            s3_prefix="serverless",
        ),
    },
)
