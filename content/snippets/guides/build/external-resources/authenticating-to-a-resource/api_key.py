import requests

import dagster as dg


# start_api_key
class BillingApi(dg.ConfigurableResource):
    base_url: str = "https://billing.example.com/api/v2"
    api_key: str  # no default: a missing key must fail loudly

    def get(self, path: str) -> dict:
        response = requests.get(
            f"{self.base_url}/{path}",
            headers={"Authorization": f"Bearer {self.api_key}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()


@dg.asset
def open_invoices(billing: BillingApi) -> None:
    billing.get("invoices?status=open")


defs = dg.Definitions(
    assets=[open_invoices],
    resources={"billing": BillingApi(api_key=dg.EnvVar("BILLING_API_KEY"))},
)
# end_api_key
