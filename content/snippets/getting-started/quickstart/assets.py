import dagster as dg


@dg.asset
def orders() -> list[dict]:
    """A handful of orders, hard-coded so the example runs without any external system."""
    return [
        {"order_id": 1001, "customer": "amara", "amount": 42.50},
        {"order_id": 1002, "customer": "bilal", "amount": 18.00},
        {"order_id": 1003, "customer": "amara", "amount": 7.25},
        {"order_id": 1004, "customer": "chen", "amount": 99.99},
        {"order_id": 1005, "customer": "bilal", "amount": 61.10},
    ]


@dg.asset
def revenue_by_customer(orders: list[dict]) -> dict[str, float]:
    """Total order value per customer, computed from the `orders` asset."""
    totals: dict[str, float] = {}
    for order in orders:
        customer = order["customer"]
        totals[customer] = round(totals.get(customer, 0.0) + order["amount"], 2)
    return totals


@dg.asset
def top_customer(
    context: dg.AssetExecutionContext, revenue_by_customer: dict[str, float]
) -> dg.MaterializeResult:
    """The customer with the highest revenue, recorded as metadata in the UI."""
    name, revenue = max(revenue_by_customer.items(), key=lambda item: item[1])
    context.log.info(f"Top customer is {name} with {revenue:.2f} in orders")
    return dg.MaterializeResult(metadata={"customer": name, "revenue": revenue})
