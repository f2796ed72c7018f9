import dagster as dg

from my_project.defs.shop import shop_tables


def test_materialize_orders_without_checks() -> None:
    result = dg.materialize(
        [shop_tables],
        selection=dg.AssetSelection.assets("orders").without_checks(),
    )
    assert result.success
    materialized = {m.asset_key for m in result.asset_materializations_for_node("shop_tables")}
    assert materialized == {dg.AssetKey("orders")}
    assert result.get_asset_check_evaluations() == []


def test_materialize_everything_runs_both_checks() -> None:
    result = dg.materialize([shop_tables])
    names = {evaluation.check_name for evaluation in result.get_asset_check_evaluations()}
    assert names == {"orders_not_empty", "customers_not_empty"}
