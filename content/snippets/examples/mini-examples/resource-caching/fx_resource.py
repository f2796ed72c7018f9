import requests
from pydantic import PrivateAttr

import dagster as dg


# start_resource
class FxRatesApi(dg.ConfigurableResource):
    """Exchange-rate lookups, fetched once per currency per process."""

    base_url: str = "https://fx.example.com/api"
    api_token: str

    _session: requests.Session = PrivateAttr()
    _rates: dict[str, float] = PrivateAttr()

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._session = requests.Session()
        self._session.headers["Authorization"] = f"Bearer {self.api_token}"
        self._rates = {}  # a fresh, empty cache every time the resource is initialized

    def teardown_after_execution(self, context: dg.InitResourceContext) -> None:
        self._session.close()

    def rate_to_eur(self, currency: str) -> float:
        if currency not in self._rates:
            response = self._session.get(f"{self.base_url}/rates/{currency}/EUR", timeout=10)
            response.raise_for_status()
            self._rates[currency] = float(response.json()["rate"])
        return self._rates[currency]
# end_resource


# start_assets
@dg.asset(group_name="finance")
def invoices_eur(context: dg.AssetExecutionContext, fx: FxRatesApi) -> list[dict]:
    invoices = [
        {"invoice_id": "INV-1", "amount": 120.0, "currency": "USD"},
        {"invoice_id": "INV-2", "amount": 80.0, "currency": "USD"},
        {"invoice_id": "INV-3", "amount": 55.0, "currency": "GBP"},
    ]
    # Three invoices, two HTTP calls: USD is fetched once and then served from the cache.
    return [
        {**inv, "amount_eur": round(inv["amount"] * fx.rate_to_eur(inv["currency"]), 2)}
        for inv in invoices
    ]


@dg.asset(group_name="finance")
def refunds_eur(fx: FxRatesApi) -> list[dict]:
    refunds = [{"refund_id": "RF-7", "amount": 30.0, "currency": "USD"}]
    return [
        {**r, "amount_eur": round(r["amount"] * fx.rate_to_eur(r["currency"]), 2)}
        for r in refunds
    ]


# One process for the whole run, so both assets share one initialized resource.
finance_conversion_job = dg.define_asset_job(
    "finance_conversion_job",
    selection=[invoices_eur, refunds_eur],
    executor_def=dg.in_process_executor,
)

# end_assets
