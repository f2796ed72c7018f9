from unittest import mock

import assets
import pandas as pd
from assets import ORDERS_CONTRACT, orders, revenue_by_customer
from contract_checks import violations

import dagster as dg


def test_good_orders_pass() -> None:
    result = dg.materialize([orders, revenue_by_customer])
    assert all(evaluation.passed for evaluation in result.get_asset_check_evaluations())


def test_violations_are_reported() -> None:
    df = pd.DataFrame(
        {
            "order_id": ["o-1", "o-1"],
            "customer_id": ["c-1", None],
            "amount_eur": [1.0, 2.0],
            "status": ["placed", "lost"],
        }
    )
    assert violations(df, ORDERS_CONTRACT) == [
        "order_id: 1 duplicates",
        "customer_id: 1 nulls",
        "status: unexpected values ['lost']",
    ]


def test_broken_orders_block_downstream() -> None:
    broken = assets.build_orders().assign(status="lost")
    with mock.patch.object(assets, "build_orders", return_value=broken):
        result = dg.materialize([orders, revenue_by_customer], raise_on_error=False)
    assert not result.success
    materialized = {e.asset_key.to_user_string() for e in result.get_asset_materialization_events()}
    assert materialized == {"orders"}


if __name__ == "__main__":
    test_good_orders_pass()
    test_violations_are_reported()
    test_broken_orders_block_downstream()
    print("contract tests passed")
