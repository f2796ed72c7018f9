import dagster as dg


@dg.asset
def orders() -> list[dict]:
    return [{"id": 1, "amount": 30}, {"id": 2, "amount": -5}]


@dg.asset_check(asset=orders)
def amounts_are_positive(orders: list[dict]) -> dg.AssetCheckResult:
    negative = [o["id"] for o in orders if o["amount"] < 0]
    return dg.AssetCheckResult(passed=not negative, metadata={"negative_ids": str(negative)})


defs = dg.Definitions(assets=[orders], asset_checks=[amounts_are_positive])


def test_negative_amounts_fail_the_check():
    # raise_on_error=False: a failed check is a result to inspect, not an exception.
    result = dg.materialize([orders, amounts_are_positive], raise_on_error=False)
    [evaluation] = result.get_asset_check_evaluations()
    assert evaluation.check_name == "amounts_are_positive"
    assert not evaluation.passed
    assert evaluation.metadata["negative_ids"].value == "[2]"
