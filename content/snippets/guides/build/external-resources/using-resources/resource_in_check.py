import dagster as dg


class Warehouse(dg.ConfigurableResource):
    dsn: str

    def scalar(self, sql: str) -> int:
        # Stands in for running the query against the warehouse.
        return 0


@dg.asset
def orders(warehouse: Warehouse) -> None:
    warehouse.scalar("insert into orders select * from staging.orders")


# Checks declare resources exactly like assets: a parameter annotated with the resource class.
@dg.asset_check(asset=orders)
def orders_have_no_duplicates(warehouse: Warehouse) -> dg.AssetCheckResult:
    duplicates = warehouse.scalar(
        "select count(*) - count(distinct order_id) from orders"
    )
    return dg.AssetCheckResult(passed=duplicates == 0, metadata={"duplicates": duplicates})


defs = dg.Definitions(
    assets=[orders],
    asset_checks=[orders_have_no_duplicates],
    resources={"warehouse": Warehouse(dsn=dg.EnvVar("WAREHOUSE_DSN"))},
)
