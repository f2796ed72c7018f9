from collections.abc import Iterator
from typing import Union

import dagster as dg

# Stand-in for a warehouse query, so the example runs anywhere.
ROW_COUNTS = {"orders": 1250, "customers": 310, "products": 0}


def count_rows(table: str) -> int:
    return ROW_COUNTS[table]


# start_multi_asset
@dg.multi_asset(
    specs=[dg.AssetSpec("orders"), dg.AssetSpec("customers")],
    check_specs=[
        dg.AssetCheckSpec(name="orders_not_empty", asset="orders"),
        dg.AssetCheckSpec(name="customers_not_empty", asset="customers"),
    ],
    can_subset=True,
)
def shop_tables(
    context: dg.AssetExecutionContext,
) -> Iterator[Union[dg.MaterializeResult, dg.AssetCheckResult]]:
    # Only build the assets that were selected for this run...
    for asset_key in context.selected_asset_keys:
        table = asset_key.to_user_string()
        yield dg.MaterializeResult(
            asset_key=asset_key, metadata={"dagster/row_count": count_rows(table)}
        )
    # ...and only evaluate the checks that were selected.
    for check_key in context.selected_asset_check_keys:
        rows = count_rows(check_key.asset_key.to_user_string())
        yield dg.AssetCheckResult(
            asset_key=check_key.asset_key,
            check_name=check_key.name,
            passed=rows > 0,
            metadata={"row_count": rows},
        )
# end_multi_asset


@dg.asset
def products() -> None:
    """Product catalog, loaded elsewhere."""


# start_multi_check
@dg.multi_asset_check(
    specs=[
        dg.AssetCheckSpec(name="orders_has_recent_rows", asset="orders"),
        dg.AssetCheckSpec(name="products_not_empty", asset="products"),
    ],
    can_subset=True,
)
def warehouse_checks(context: dg.AssetCheckExecutionContext) -> Iterator[dg.AssetCheckResult]:
    for check_key in context.selected_asset_check_keys:
        rows = count_rows(check_key.asset_key.to_user_string())
        yield dg.AssetCheckResult(
            asset_key=check_key.asset_key,
            check_name=check_key.name,
            passed=rows > 0,
            metadata={"row_count": rows},
        )
# end_multi_check


# start_jobs
# Materialize the tables but skip every check on them, for example during a backfill.
tables_without_checks = dg.define_asset_job(
    name="tables_without_checks",
    selection=dg.AssetSelection.assets("orders", "customers").without_checks(),
)

# Run only the checks that target `orders`, without rematerializing anything.
orders_checks_only = dg.define_asset_job(
    name="orders_checks_only",
    selection=dg.AssetSelection.checks_for_assets("orders"),
)
# end_jobs
