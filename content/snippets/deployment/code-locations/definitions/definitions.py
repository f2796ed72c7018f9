import os

import dagster as dg


@dg.asset
def orders() -> list[dict]:
    return [{"id": 1, "amount": 40}]


@dg.asset
def revenue(orders: list[dict]) -> int:
    return sum(order["amount"] for order in orders)


daily_job = dg.define_asset_job("daily_job", selection=[orders, revenue])
daily_schedule = dg.ScheduleDefinition(job=daily_job, cron_schedule="0 5 * * *")


class WarehouseResource(dg.ConfigurableResource):
    schema_name: str


# One Definitions object per code location: everything Dagster loads from this module.
defs = dg.Definitions(
    assets=[orders, revenue],
    jobs=[daily_job],
    schedules=[daily_schedule],
    resources={
        # The same code in every environment; only the environment variable differs.
        "warehouse": WarehouseResource(schema_name=os.getenv("WAREHOUSE_SCHEMA", "dev")),
    },
)
