import requests

import dagster as dg


# start_resource
class ShopApiResource(dg.ConfigurableResource):
    """Client for the storefront's REST API, shared by every asset that needs it."""

    base_url: str = "https://api.shop.example.com/v2"
    api_token: str
    timeout_seconds: float = 30.0

    def get_orders(self, status: str) -> list[dict]:
        response = requests.get(
            f"{self.base_url}/orders",
            params={"status": status},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=self.timeout_seconds,
        )
        response.raise_for_status()
        return response.json()["orders"]


# end_resource


# start_asset
@dg.asset(kinds={"python"})
def open_orders(shop_api: ShopApiResource) -> list[dict]:
    """Orders that have been placed but not shipped yet."""
    return shop_api.get_orders(status="open")


@dg.asset(kinds={"python"})
def open_order_count(open_orders: list[dict]) -> int:
    return len(open_orders)


# end_asset


# start_definitions
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            # The key must match the parameter name used by assets: `shop_api`.
            "shop_api": ShopApiResource(api_token=dg.EnvVar("SHOP_API_TOKEN")),
        }
    )


# end_definitions
