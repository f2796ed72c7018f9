from unittest import mock

import contracts
import dagster as dg
from contracts import orders, orders_honours_contract, revenue_by_day

ASSETS = [orders, orders_honours_contract, revenue_by_day]


def test_contract_passes_for_good_data() -> None:
    result = dg.materialize(ASSETS)
    assert result.success
    (evaluation,) = result.get_asset_check_evaluations()
    assert evaluation.passed


def test_broken_data_blocks_downstream() -> None:
    # The producer renames a column: the blocking check fails and revenue_by_day doesn't run.
    renamed = [{"id": "o-1", "customer_id": "c-1", "amount_eur": 1.0, "ordered_at": "2025-03-01"}]
    with mock.patch.object(contracts, "load_orders", return_value=renamed):
        result = dg.materialize(ASSETS, raise_on_error=False)
    assert not result.success
    materialized = {e.asset_key.to_user_string() for e in result.get_asset_materialization_events()}
    assert materialized == {"orders"}


if __name__ == "__main__":
    test_contract_passes_for_good_data()
    test_broken_data_blocks_downstream()
    print("contract tests passed")
