from dagster_aws.s3 import S3Resource

import dagster as dg


# start_cloud
@dg.asset
def landing_files(s3: S3Resource) -> None:
    client = s3.get_client()
    client.list_objects_v2(Bucket="acme-landing", Prefix="orders/")


defs = dg.Definitions(
    assets=[landing_files],
    # No keys here: boto3's default chain finds credentials from the environment,
    # a shared profile, or the IAM role of the machine or pod the run executes on.
    resources={"s3": S3Resource(region_name="eu-west-1")},
)
# end_cloud
