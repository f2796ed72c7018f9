import json

import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource
from dagster_aws.ssm import ParameterStoreResource


@dg.asset
def raw_orders(s3: S3Resource) -> list[dict]:
    """Read the latest order export that the shop backend drops into S3."""
    response = s3.get_client().get_object(Bucket="acme-landing", Key="orders/latest.json")
    orders: list[dict] = json.loads(response["Body"].read())
    return orders


@dg.asset
def order_totals_by_country(
    context: dg.AssetExecutionContext,
    raw_orders: list[dict],
    parameter_store: ParameterStoreResource,
) -> dict[str, float]:
    """Sum order totals per country, skipping orders below a configurable threshold."""
    settings = parameter_store.fetch_parameters()
    minimum_total = float(settings.get("/analytics/prod/minimum_order_total", "0"))
    totals: dict[str, float] = {}
    for order in raw_orders:
        if order["total"] >= minimum_total:
            totals[order["country"]] = totals.get(order["country"], 0.0) + order["total"]
    context.add_output_metadata({"countries": len(totals)})
    return totals


s3 = S3Resource(region_name=dg.EnvVar("AWS_REGION"))

defs = dg.Definitions(
    assets=[raw_orders, order_totals_by_country],
    resources={
        "s3": s3,
        "parameter_store": ParameterStoreResource(
            region_name=dg.EnvVar("AWS_REGION"),
            parameter_paths=["/analytics/prod"],
        ),
        # Asset values are pickled to s3://acme-dagster-storage/prod/<asset key>
        "io_manager": S3PickleIOManager(
            s3_resource=s3, s3_bucket="acme-dagster-storage", s3_prefix="prod"
        ),
    },
)
