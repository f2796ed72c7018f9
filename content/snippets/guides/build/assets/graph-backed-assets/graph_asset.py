import dagster as dg


@dg.op(retry_policy=dg.RetryPolicy(max_retries=3, delay=10))
def fetch_exchange_rates() -> dict[str, float]:
    # Flaky third-party API: retried on its own without re-running the other steps
    return {"EUR": 1.08, "GBP": 1.27}


@dg.op
def convert_to_usd(orders: list[dict], rates: dict[str, float]) -> list[dict]:
    return [{**o, "amount_usd": round(o["amount"] * rates[o["currency"]], 2)} for o in orders]


@dg.op
def drop_test_orders(orders: list[dict]) -> list[dict]:
    return [o for o in orders if not o.get("is_test", False)]


@dg.asset
def raw_orders() -> list[dict]:
    return [
        {"order_id": 1, "currency": "EUR", "amount": 40.0},
        {"order_id": 2, "currency": "GBP", "amount": 12.5, "is_test": True},
    ]


# The graph's input `raw_orders` is wired to the upstream asset of that name.
@dg.graph_asset
def orders_usd(raw_orders: list[dict]) -> list[dict]:
    rates = fetch_exchange_rates()
    return drop_test_orders(convert_to_usd(raw_orders, rates))
