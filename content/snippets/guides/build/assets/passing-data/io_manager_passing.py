import dagster as dg


@dg.asset
def orders() -> list[dict]:
    return [
        {"order_id": 1001, "customer_id": 17, "amount": 42.5},
        {"order_id": 1002, "customer_id": 23, "amount": 18.0},
        {"order_id": 1003, "customer_id": 17, "amount": 77.25},
    ]


# The parameter name matches the upstream asset key, so Dagster loads the
# stored value of `orders` and passes it in.
@dg.asset
def order_totals_by_customer(orders: list[dict]) -> dict[int, float]:
    totals: dict[int, float] = {}
    for order in orders:
        totals[order["customer_id"]] = totals.get(order["customer_id"], 0.0) + order["amount"]
    return totals
