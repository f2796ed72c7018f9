from dagster_dbt import get_asset_key_for_model
from dagster_duckdb import DuckDBResource

import dagster as dg

from gear_shop.defs.transform import gear_shop_models


# start_python_check
@dg.asset_check(
    asset=get_asset_key_for_model([gear_shop_models], "customer_lifetime_value"),
    description="The mart has exactly one row per customer in the raw export.",
)
def one_row_per_customer(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        mart_row = conn.execute("select count(*) from main.customer_lifetime_value").fetchone()
        raw_row = conn.execute("select count(*) from raw.customers").fetchone()
    mart_rows = mart_row[0] if mart_row else 0
    raw_rows = raw_row[0] if raw_row else 0
    return dg.AssetCheckResult(
        passed=mart_rows == raw_rows,
        metadata={"mart_rows": mart_rows, "raw_customers": raw_rows},
    )
# end_python_check
