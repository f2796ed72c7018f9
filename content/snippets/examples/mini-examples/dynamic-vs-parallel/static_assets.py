import dagster as dg

# Option 1: the set of regions is known when the code loads.
REGIONS = ["emea", "amer", "apac"]


def build_region_orders(region: str) -> dg.AssetsDefinition:
    @dg.asset(name=f"{region}_orders", group_name="regional_sales")
    def _region_orders(context: dg.AssetExecutionContext) -> int:
        order_count = {"emea": 1200, "amer": 1850, "apac": 640}[region]  # query the region's shop here
        context.log.info(f"{region}: {order_count} orders")
        return order_count

    return _region_orders


emea_orders = build_region_orders("emea")
amer_orders = build_region_orders("amer")
apac_orders = build_region_orders("apac")


@dg.asset(group_name="regional_sales")
def global_order_count(emea_orders: int, amer_orders: int, apac_orders: int) -> int:
    # The three upstream assets have no dependencies on each other, so the
    # multiprocess executor runs them at the same time.
    return emea_orders + amer_orders + apac_orders
