import dagster as dg


@dg.asset
def orders() -> list[dict]:
    """Today's orders. In a real project this would come from a database or an API."""
    return [
        {"order_id": 1, "customer_id": 10, "amount": 25.0},
        {"order_id": 2, "customer_id": 11, "amount": 14.5},
        {"order_id": 3, "customer_id": 10, "amount": 61.0},
    ]


# start_single
@dg.asset_check(asset=orders, description="Every order has an order_id.")
def orders_have_ids(orders: list[dict]) -> dg.AssetCheckResult:
    missing = sum(1 for order in orders if order.get("order_id") is None)
    return dg.AssetCheckResult(passed=missing == 0, metadata={"missing_ids": missing})
# end_single


# start_blocking
@dg.asset_check(asset=orders, blocking=True, description="Amounts are positive.")
def orders_amounts_positive(orders: list[dict]) -> dg.AssetCheckResult:
    bad = [order["order_id"] for order in orders if order["amount"] <= 0]
    return dg.AssetCheckResult(
        passed=not bad,
        severity=dg.AssetCheckSeverity.ERROR,
        metadata={"bad_order_ids": bad},
    )
# end_blocking


# start_warn
@dg.asset_check(asset=orders, description="Warn when the day has unusually few orders.")
def orders_volume_reasonable(orders: list[dict]) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        passed=len(orders) >= 2,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"order_count": len(orders)},
    )
# end_warn


@dg.asset(deps=[orders])
def daily_order_report() -> None:
    """Downstream of orders: skipped in a run where the blocking check fails."""


# start_in_asset
@dg.asset(
    check_specs=[dg.AssetCheckSpec(name="no_duplicate_customers", asset="customers")]
)
def customers() -> dg.MaterializeResult:
    rows = [
        {"customer_id": 10, "email": "ana@example.com"},
        {"customer_id": 11, "email": "bo@example.com"},
    ]
    ids = [row["customer_id"] for row in rows]
    duplicates = len(ids) - len(set(ids))
    # ... write rows to storage here ...
    return dg.MaterializeResult(
        metadata={"dagster/row_count": len(rows)},
        check_results=[
            dg.AssetCheckResult(
                check_name="no_duplicate_customers",
                passed=duplicates == 0,
                metadata={"duplicates": duplicates},
            )
        ],
    )
# end_in_asset
