import dagster as dg
from dagster_aws.ssm import ParameterStoreResource, ParameterStoreTag


@dg.asset
def enriched_orders(
    context: dg.AssetExecutionContext, parameter_store: ParameterStoreResource
) -> None:
    settings = parameter_store.fetch_parameters()
    batch_size = int(settings["/analytics/prod/orders/batch_size"])
    context.log.info(f"Enriching orders in batches of {batch_size}")
    # Only while the block is open, the values are also environment variables.
    with parameter_store.parameters_in_environment(
        parameters=["/analytics/prod/geocoder/api_key"]
    ) as geocoder:
        context.log.info(f"Geocoder configured: {'/analytics/prod/geocoder/api_key' in geocoder}")


defs = dg.Definitions(
    assets=[enriched_orders],
    resources={
        "parameter_store": ParameterStoreResource(
            region_name="eu-west-1",
            parameter_paths=["/analytics/prod/orders"],
            parameter_tags=[ParameterStoreTag(key="team", values=["analytics"])],
            with_decryption=True,
        )
    },
)
