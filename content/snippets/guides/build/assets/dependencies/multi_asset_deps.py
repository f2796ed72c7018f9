import dagster as dg


@dg.multi_asset(
    specs=[
        dg.AssetSpec("order_facts", deps=["raw_orders"]),
        dg.AssetSpec("customer_facts", deps=["raw_customers", "raw_orders"]),
    ]
)
def build_facts():
    yield dg.MaterializeResult(asset_key="order_facts")
    yield dg.MaterializeResult(asset_key="customer_facts")
