from typing import Optional

import dagster as dg
from returns_assistant.defs.resources import Order, OrderHistoryResource


# start_match
def best_matching_order(orders: list[Order], request: dict[str, Optional[str]]) -> Optional[Order]:
    """Prefer the order number the customer gave; otherwise match on words in the item names."""
    if request.get("order_number"):
        for order in orders:
            if order.order_number == request["order_number"]:
                return order
        return None

    wanted = set((request.get("product_description") or "").lower().split())
    scored = [
        (len(wanted & set(" ".join(order.items).lower().split())), order) for order in orders
    ]
    scored = [(score, order) for score, order in scored if score > 0]
    if not scored:
        return None
    return max(scored, key=lambda pair: (pair[0], pair[1].delivered_on or pair[1].order_number))[1]


@dg.asset(kinds={"python"}, group_name="returns")
def matched_order(
    context: dg.AssetExecutionContext,
    order_history: OrderHistoryResource,
    parsed_return_request: dict[str, Optional[str]],
) -> dict[str, object]:
    """The order the return request refers to, looked up in the order history API."""
    orders = order_history.orders_for_customer(parsed_return_request["customer_email"] or "")
    order = best_matching_order(orders, parsed_return_request)

    context.add_output_metadata(
        {
            "orders_found": len(orders),
            "matched_order_number": order.order_number if order else "none",
        }
    )
    return order.model_dump(mode="json") if order else {}
# end_match
