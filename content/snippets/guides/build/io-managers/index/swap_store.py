import os

from dagster_aws.s3 import S3PickleIOManager, S3Resource

import dagster as dg


@dg.asset
def daily_signups() -> list[str]:
    return ["ana", "tom"]


@dg.asset
def signup_count(daily_signups: list[str]) -> int:
    return len(daily_signups)


# The assets never name a store. Which one they use is decided here, once:
# local pickle files on a laptop, S3 objects in production.
def io_manager_for(deployment: str):
    if deployment == "prod":
        return S3PickleIOManager(
            s3_resource=S3Resource(region_name="eu-west-1"),
            s3_bucket="acme-dagster-io",
            s3_prefix="signups",
        )
    return dg.FilesystemIOManager(base_dir=".dagster_storage")


defs = dg.Definitions(
    assets=[daily_signups, signup_count],
    resources={"io_manager": io_manager_for(os.getenv("DAGSTER_DEPLOYMENT", "local"))},
)
