import dagster as dg


@dg.asset
def exchange_rates() -> dict[str, float]:
    return {"EUR": 1.08, "GBP": 1.27}


# `exchange_rates` is loaded by the I/O manager; `raw_orders` is only a
# dependency for ordering and lineage, because this asset queries it itself.
@dg.asset(deps=["raw_orders"])
def orders_in_usd(exchange_rates: dict[str, float]) -> list[dict]:
    orders = [{"order_id": 1001, "currency": "EUR", "amount": 40.0}]
    return [
        {**order, "amount_usd": round(order["amount"] * exchange_rates[order["currency"]], 2)}
        for order in orders
    ]
