import requests

import dagster as dg


class OrdersApi(dg.ConfigurableResource):
    """Client for the shop's order API."""

    base_url: str

    def fetch_orders(self) -> list[dict]:
        response = requests.get(f"{self.base_url}/orders", timeout=30)
        response.raise_for_status()
        return response.json()


class DiscountConfig(dg.Config):
    rate: float = 0.1


@dg.asset
def raw_orders(orders_api: OrdersApi) -> list[dict]:
    """All orders, as returned by the API."""
    return orders_api.fetch_orders()


@dg.asset
def completed_orders(raw_orders: list[dict]) -> list[dict]:
    """Only the orders that have been completed."""
    return [order for order in raw_orders if order["status"] == "completed"]


@dg.asset
def discounted_revenue(
    context: dg.AssetExecutionContext, config: DiscountConfig, completed_orders: list[dict]
) -> float:
    """Revenue from completed orders after applying the configured discount."""
    total = sum(order["amount"] for order in completed_orders)
    revenue = round(total * (1 - config.rate), 2)
    context.log.info(f"Revenue after a {config.rate:.0%} discount: {revenue}")
    return revenue
