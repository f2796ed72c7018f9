import dagster as dg


@dg.asset
def raw_orders() -> list[dict]:
    return [{"id": 1, "amount": 40}, {"id": 2, "amount": 60}]


@dg.asset
def order_total(raw_orders: list[dict]) -> int:
    total = sum(order["amount"] for order in raw_orders)
    dg.get_dagster_logger().info(f"Total: {total}")
    return total


orders_job = dg.define_asset_job("orders_job", selection=[raw_orders, order_total])

defs = dg.Definitions(
    assets=[raw_orders, order_total],
    jobs=[orders_job],
    # Runs execute in separate containers: store outputs on a volume they all mount.
    resources={"io_manager": dg.FilesystemIOManager(base_dir="/tmp/io_manager_storage")},
)
