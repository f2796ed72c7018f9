import dagster as dg


@dg.asset
def discounted_orders(context: dg.AssetExecutionContext) -> list[dict]:
    """Applies a discount code to each order. The breakpoint pauses the run here."""
    orders = [
        {"order_id": 1, "amount": 80.0, "code": "SPRING10"},
        {"order_id": 2, "amount": 45.5, "code": None},
        {"order_id": 3, "amount": 120.0, "code": "VIP25"},
    ]
    discounts = {"SPRING10": 0.10, "VIP25": 0.25}

    # Execution stops on the next line and opens a pdb prompt in the terminal
    # where `dg dev` or `dg launch` is running.
    context.pdb.set_trace()

    for order in orders:
        rate = discounts.get(order["code"] or "", 0.0)
        order["amount"] = round(order["amount"] * (1 - rate), 2)
    return orders
