import dagster as dg

from my_project.defs.orders.ops import (
    OrderFilterConfig,
    daily_order_summary_job,
    filter_orders,
    summarize_orders,
)


def test_filter_orders_directly() -> None:
    # Ops are plain functions underneath: call them with config and inputs.
    orders = [{"order_id": 1, "amount": 3.0, "currency": "USD"}]
    assert filter_orders(config=OrderFilterConfig(min_amount=5.0), orders=orders) == []


def test_summarize_orders_returns_both_outputs() -> None:
    revenue, count = summarize_orders([{"amount": 2.5}, {"amount": 7.5}])
    assert (revenue, count) == (10.0, 2)


def test_job_runs_in_process() -> None:
    result = daily_order_summary_job.execute_in_process(
        run_config=dg.RunConfig(ops={"filter_orders": OrderFilterConfig(min_amount=0.0)})
    )
    assert result.success
    assert result.output_for_node("summarize_orders", "order_count") == 2
