import time
from collections.abc import Iterator
from typing import Optional

import requests

import dagster as dg


# start_resource
class ShopApiClient(dg.ConfigurableResource):
    """Paginated, retrying client for the storefront's REST API."""

    base_url: str = "https://api.shop.example.com/v2"
    api_token: str
    page_size: int = 100
    max_retries: int = 3
    timeout_seconds: float = 30.0

    def _request(self, path: str, params: dict) -> dict:
        for attempt in range(1, self.max_retries + 1):
            response = requests.get(
                f"{self.base_url}{path}",
                params=params,
                headers={"Authorization": f"Bearer {self.api_token}"},
                timeout=self.timeout_seconds,
            )
            if response.status_code == 429 or response.status_code >= 500:
                if attempt == self.max_retries:
                    response.raise_for_status()
                # Honour the server's Retry-After header when it sends one.
                time.sleep(float(response.headers.get("Retry-After", 2**attempt)))
                continue
            response.raise_for_status()
            return response.json()
        raise RuntimeError("unreachable")

    def iter_orders(self, updated_since: str) -> Iterator[dict]:
        cursor: Optional[str] = None
        while True:
            params = {"updated_since": updated_since, "limit": self.page_size}
            if cursor:
                params["cursor"] = cursor
            page = self._request("/orders", params)
            yield from page["orders"]
            cursor = page.get("next_cursor")
            if not cursor:
                return


# end_resource


# start_asset
@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    kinds={"api"},
)
def updated_orders(context: dg.AssetExecutionContext, shop_api: ShopApiClient) -> list[dict]:
    orders = list(shop_api.iter_orders(updated_since=context.partition_key))
    context.add_output_metadata({"order_count": len(orders)})
    return orders


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"shop_api": ShopApiClient(api_token=dg.EnvVar("SHOP_API_TOKEN"))}
    )


# end_asset
