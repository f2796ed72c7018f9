from dagster_duckdb import DuckDBResource

import dagster as dg


# start_blocking_check
@dg.asset_check(asset="raw_orders", blocking=True)
def orders_have_known_customers(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    """Every order must reference a customer that exists in raw_customers."""
    with duckdb.get_connection() as conn:
        row = conn.execute(
            """
            select count(*)
            from raw_orders o
            left join raw_customers c on o.customer_id = c.customer_id
            where c.customer_id is null
            """
        ).fetchone()
    orphaned = row[0] if row else 0
    return dg.AssetCheckResult(
        passed=orphaned == 0,
        metadata={"orphaned_orders": orphaned},
    )
# end_blocking_check


# start_warn_check
@dg.asset_check(asset="raw_orders")
def order_quantities_are_positive(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    """Zero or negative quantities usually mean a refund was exported as an order."""
    with duckdb.get_connection() as conn:
        row = conn.execute(
            "select count(*) from raw_orders where quantity <= 0"
        ).fetchone()
    bad_rows = row[0] if row else 0
    return dg.AssetCheckResult(
        passed=bad_rows == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"non_positive_quantities": bad_rows},
    )
# end_warn_check


# start_unique_check
@dg.asset_check(asset="order_details")
def order_lines_are_unique(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    """A join that fans out (for example a duplicated product id) shows up as duplicate lines."""
    with duckdb.get_connection() as conn:
        row = conn.execute(
            """
            select count(*) from (
                select order_id, product_id
                from order_details
                group by order_id, product_id
                having count(*) > 1
            )
            """
        ).fetchone()
    duplicates = row[0] if row else 0
    return dg.AssetCheckResult(
        passed=duplicates == 0,
        metadata={"duplicate_order_lines": duplicates},
    )
# end_unique_check
