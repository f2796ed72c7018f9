import dagster as dg

from my_project.defs.orders import (
    orders,
    orders_amounts_positive,
    orders_have_ids,
    orders_volume_reasonable,
)


def test_check_logic_directly() -> None:
    result = orders_have_ids([{"order_id": None, "customer_id": 1, "amount": 3.0}])
    assert not result.passed


def test_checks_run_with_the_asset() -> None:
    result = dg.materialize(
        [orders, orders_have_ids, orders_amounts_positive, orders_volume_reasonable]
    )
    assert result.success
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    assert set(evaluations) == {
        "orders_have_ids",
        "orders_amounts_positive",
        "orders_volume_reasonable",
    }
    assert all(evaluation.passed for evaluation in evaluations.values())
