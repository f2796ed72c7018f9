from dagster_airbyte import AirbyteCloudResource, build_airbyte_assets

import dagster as dg

# One call per connection: you list the tables the connection writes yourself.
orders_tables = build_airbyte_assets(
    connection_id="9e1b3c2a-4f5d-4e6b-8a7c-1d2e3f4a5b6c",
    destination_tables=["orders", "customers"],
    asset_key_prefix=["shop_raw"],
    group_name="shop_raw",
)


@dg.asset(deps=[dg.AssetKey(["shop_raw", "orders"])])
def daily_order_totals() -> None:
    """Reads shop_raw.orders after each sync."""


sync_job = dg.define_asset_job("shop_sync", selection=dg.AssetSelection.groups("shop_raw"))

defs = dg.Definitions(
    assets=[*orders_tables, daily_order_totals],
    jobs=[sync_job],
    schedules=[dg.ScheduleDefinition(job=sync_job, cron_schedule="0 */6 * * *")],
    resources={
        # The assets built above ask for a resource under the key "airbyte".
        "airbyte": AirbyteCloudResource(
            client_id=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_ID"),
            client_secret=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_SECRET"),
            poll_interval=30,
        ),
    },
)
