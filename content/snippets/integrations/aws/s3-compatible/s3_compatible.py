import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource

# Any service that speaks the S3 API: MinIO, Ceph RGW, Cloudflare R2, Backblaze B2, Wasabi, ...
object_store = S3Resource(
    endpoint_url=dg.EnvVar("S3_ENDPOINT_URL"),  # for example http://minio.internal:9000
    region_name="us-east-1",  # many S3-compatible services accept any region name; R2 expects "auto"
    aws_access_key_id=dg.EnvVar("S3_ACCESS_KEY_ID"),
    aws_secret_access_key=dg.EnvVar("S3_SECRET_ACCESS_KEY"),
)


@dg.asset
def raw_orders(s3: S3Resource) -> list[str]:
    """Lists the order exports that landed in the bucket."""
    response = s3.get_client().list_objects_v2(Bucket="landing", Prefix="orders/")
    return [item["Key"] for item in response.get("Contents", [])]


@dg.asset
def order_file_count(raw_orders: list[str]) -> int:
    # raw_orders is loaded by the I/O manager from the same object store.
    return len(raw_orders)


defs = dg.Definitions(
    assets=[raw_orders, order_file_count],
    resources={
        "s3": object_store,
        "io_manager": S3PickleIOManager(s3_resource=object_store, s3_bucket="dagster-io"),
    },
)
