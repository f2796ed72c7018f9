import dagster as dg


@dg.asset
def orders() -> list[dict]:
    return [{"id": 1, "amount": 30}]


@dg.asset_check(asset=orders)
def amounts_are_positive(orders: list[dict]) -> dg.AssetCheckResult:
    negative = [o["id"] for o in orders if o["amount"] < 0]
    return dg.AssetCheckResult(passed=not negative)


defs = dg.Definitions(assets=[orders], asset_checks=[amounts_are_positive])


def test_check_flags_negative_amounts():
    # Call the check like a function, passing the asset's value by parameter name.
    result = amounts_are_positive(orders=[{"id": 7, "amount": -1}])
    assert not result.passed


def test_check_passes_clean_data():
    assert amounts_are_positive(orders=[{"id": 8, "amount": 5}]).passed
