import csv
import io

import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource


@dg.asset
def customers(s3: S3Resource) -> list[dict[str, str]]:
    """Load the CRM's nightly customer export."""
    body = s3.get_client().get_object(Bucket="acme-landing", Key="crm/customers.csv")["Body"]
    return list(csv.DictReader(io.StringIO(body.read().decode("utf-8"))))


@dg.asset
def customers_by_country(customers: list[dict[str, str]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for customer in customers:
        counts[customer["country"]] = counts.get(customer["country"], 0) + 1
    return counts


@dg.asset
def customer_report(s3: S3Resource, customers_by_country: dict[str, int]) -> None:
    """Publish a small CSV report for the sales team."""
    lines = ["country,customers"] + [f"{k},{v}" for k, v in sorted(customers_by_country.items())]
    s3.get_client().put_object(
        Bucket="acme-reports", Key="sales/customers_by_country.csv", Body="\n".join(lines)
    )


s3_resource = S3Resource(
    region_name="eu-west-1",
    aws_access_key_id=dg.EnvVar("AWS_ACCESS_KEY_ID"),
    aws_secret_access_key=dg.EnvVar("AWS_SECRET_ACCESS_KEY"),
)

defs = dg.Definitions(
    assets=[customers, customers_by_country, customer_report],
    resources={
        "s3": s3_resource,
        "io_manager": S3PickleIOManager(
            s3_resource=s3_resource, s3_bucket="acme-dagster-storage", s3_prefix="prod"
        ),
    },
)
