import requests

import dagster as dg


# start_assets
@dg.asset
def exchange_rates(http: dg.ResourceParam[requests.Session]) -> dict[str, float]:
    response = http.get("https://rates.example.com/latest?base=USD", timeout=30)
    response.raise_for_status()
    return response.json()["rates"]


@dg.asset
def orders_in_usd(
    exchange_rates: dict[str, float], http: dg.ResourceParam[requests.Session]
) -> list[dict]:
    response = http.get("https://api.shop.example.com/v2/orders?status=paid", timeout=30)
    response.raise_for_status()
    return [
        {**order, "amount_usd": order["amount"] / exchange_rates[order["currency"]]}
        for order in response.json()["orders"]
    ]


# end_assets


# start_definitions
def build_session() -> requests.Session:
    session = requests.Session()
    session.headers.update({"User-Agent": "orders-pipeline/1.0"})
    return session


@dg.definitions
def resources() -> dg.Definitions:
    # Any Python object can be a resource. It is built when the code location loads.
    return dg.Definitions(resources={"http": build_session()})


# end_definitions
