from dagster_duckdb import DuckDBResource

import dagster as dg

# start_status_check
KNOWN_STATUSES = ("placed", "shipped", "completed", "return_pending", "returned")


@dg.asset_check(asset="raw_orders", description="Every order has a known status.")
def raw_orders_have_known_status(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    status_list = ", ".join(f"'{status}'" for status in KNOWN_STATUSES)
    with duckdb.get_connection() as conn:
        row = conn.execute(
            f"select count(*) from raw_orders where status not in ({status_list})"
        ).fetchone()
    unknown = row[0] if row else 0
    return dg.AssetCheckResult(passed=unknown == 0, metadata={"unknown_status_rows": unknown})
# end_status_check


# start_unique_check
@dg.asset_check(
    asset="customer_orders",
    blocking=True,
    description="customer_orders has exactly one row per customer.",
)
def customer_orders_one_row_per_customer(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        row = conn.execute(
            "select count(*) - count(distinct customer_id) from customer_orders"
        ).fetchone()
    duplicates = row[0] if row else 0
    return dg.AssetCheckResult(
        passed=duplicates == 0,
        severity=dg.AssetCheckSeverity.ERROR,
        metadata={"duplicate_customer_rows": duplicates},
    )
# end_unique_check


# start_warn_check
@dg.asset_check(asset="raw_customers", description="Warn when customers are missing a last name.")
def raw_customers_have_last_names(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        row = conn.execute(
            "select count(*) from raw_customers where last_name is null or last_name = ''"
        ).fetchone()
    missing = row[0] if row else 0
    return dg.AssetCheckResult(
        passed=missing == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"missing_last_names": missing},
    )
# end_warn_check
