import dagster as dg

from my_project.defs.assets import (
    DiscountConfig,
    OrdersApi,
    completed_orders,
    discounted_revenue,
    raw_orders,
)

SAMPLE_ORDERS = [
    {"order_id": 1, "status": "completed", "amount": 100.0},
    {"order_id": 2, "status": "returned", "amount": 40.0},
    {"order_id": 3, "status": "completed", "amount": 60.0},
]


# start_direct
def test_completed_orders_keeps_only_completed() -> None:
    result = completed_orders(SAMPLE_ORDERS)
    assert [order["order_id"] for order in result] == [1, 3]
# end_direct


# start_context
def test_discounted_revenue_applies_rate() -> None:
    context = dg.build_asset_context()
    revenue = discounted_revenue(
        context,
        config=DiscountConfig(rate=0.25),
        completed_orders=[{"amount": 100.0}, {"amount": 60.0}],
    )
    assert revenue == 120.0
# end_context


# start_fake_resource
class FakeOrdersApi(OrdersApi):
    """Returns fixed orders instead of calling the real API."""

    def fetch_orders(self) -> list[dict]:
        return SAMPLE_ORDERS


def test_raw_orders_uses_the_api() -> None:
    assert raw_orders(orders_api=FakeOrdersApi(base_url="http://unused")) == SAMPLE_ORDERS
# end_fake_resource


# start_materialize
def test_pipeline_end_to_end() -> None:
    result = dg.materialize(
        [raw_orders, completed_orders, discounted_revenue],
        resources={"orders_api": FakeOrdersApi(base_url="http://unused")},
        run_config=dg.RunConfig(ops={"discounted_revenue": DiscountConfig(rate=0.5)}),
    )
    assert result.success
    assert result.output_for_node("completed_orders") == [SAMPLE_ORDERS[0], SAMPLE_ORDERS[2]]
    assert result.output_for_node("discounted_revenue") == 80.0
# end_materialize
