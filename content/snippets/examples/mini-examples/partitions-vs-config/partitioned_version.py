import dagster as dg
from pydantic import Field

regions = dg.StaticPartitionsDefinition(["emea", "amer", "apac"])


class ExportOptions(dg.Config):
    include_cancelled: bool = Field(default=False, description="Also export cancelled orders.")


# One partition per region, each with its own materialization history. A run-time
# knob that does not change *which* data is produced stays in config.
@dg.asset(partitions_def=regions, group_name="exports")
def regional_orders_export(
    context: dg.AssetExecutionContext, config: ExportOptions
) -> dict:
    region = context.partition_key
    orders = 480 if config.include_cancelled else 455  # query the warehouse here
    context.log.info(f"Exported {orders} orders for {region}")
    return {"region": region, "orders": orders}
