import dagster as dg
from pydantic import Field


class OrdersExportConfig(dg.Config):
    region: str = Field(default="emea", description="Sales region to export.")
    include_cancelled: bool = False


# One asset, parameterised at launch time. Dagster records which config each run
# used, but the asset has a single history: exporting "amer" replaces "emea".
@dg.asset(group_name="exports")
def orders_export(context: dg.AssetExecutionContext, config: OrdersExportConfig) -> dict:
    orders = 480 if config.include_cancelled else 455  # query the warehouse here
    context.log.info(f"Exported {orders} orders for {config.region}")
    return {"region": config.region, "orders": orders}
