import dagster as dg


@dg.asset(pool="warehouse")
def orders() -> None: ...


# The check queries the same warehouse, so it takes a slot in the same pool.
@dg.asset_check(asset=orders, pool="warehouse")
def orders_match_ledger() -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=True)


defs = dg.Definitions(assets=[orders], asset_checks=[orders_match_ledger])
