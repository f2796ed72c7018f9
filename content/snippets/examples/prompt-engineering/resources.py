from datetime import date
from typing import Optional

import requests
from dagster_openai import OpenAIResource
from pydantic import BaseModel

import dagster as dg


# start_resource
class Order(BaseModel):
    order_number: str
    delivered_on: Optional[date]
    items: list[str]
    total_amount: float


class OrderHistoryResource(dg.ConfigurableResource):
    """Read-only client for the shop's internal order history API."""

    base_url: str
    api_token: str
    timeout_seconds: float = 10.0

    def orders_for_customer(self, customer_email: str) -> list[Order]:
        response = requests.get(
            f"{self.base_url}/customers/orders",
            params={"email": customer_email},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=self.timeout_seconds,
        )
        response.raise_for_status()
        return [Order.model_validate(order) for order in response.json()["orders"]]
# end_resource


# start_definitions
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
            "order_history": OrderHistoryResource(
                base_url=dg.EnvVar("ORDER_API_URL"),
                api_token=dg.EnvVar("ORDER_API_TOKEN"),
            ),
        }
    )
# end_definitions
