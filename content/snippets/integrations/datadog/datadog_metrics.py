import time

import dagster as dg
from dagster_datadog import DatadogResource


@dg.asset
def daily_orders(datadog: DatadogResource) -> int:
    client = datadog.get_client()
    started = time.monotonic()

    order_count = 1_280  # stand-in for the rows loaded from the orders source
    late_orders = 14

    client.gauge("shop.orders.loaded", order_count, tags=["env:prod", "asset:daily_orders"])
    client.increment("shop.orders.late", late_orders, tags=["env:prod"])
    client.histogram(
        "shop.orders.load_seconds", time.monotonic() - started, tags=["env:prod"]
    )
    client.service_check(
        "shop.orders.freshness",
        client.OK if late_orders < 50 else client.WARNING,
        tags=["env:prod"],
    )
    return order_count


@dg.asset
def orders_summary(datadog: DatadogResource, daily_orders: int) -> None:
    datadog.get_client().event(
        "Orders summary refreshed",
        f"Summary rebuilt from {daily_orders} orders.",
        alert_type="success",
        tags=["env:prod"],
    )


defs = dg.Definitions(
    assets=[daily_orders, orders_summary],
    resources={
        "datadog": DatadogResource(
            api_key=dg.EnvVar("DATADOG_API_KEY"),
            app_key=dg.EnvVar("DATADOG_APP_KEY"),
        )
    },
)
