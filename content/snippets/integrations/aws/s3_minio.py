import dagster as dg
from dagster_aws.s3 import S3Resource

# A local MinIO (or LocalStack) for development; the same assets use AWS in production.
local_s3 = S3Resource(
    endpoint_url="http://localhost:9000",
    aws_access_key_id=dg.EnvVar("MINIO_ROOT_USER"),
    aws_secret_access_key=dg.EnvVar("MINIO_ROOT_PASSWORD"),
    region_name="us-east-1",
    use_ssl=False,
)
