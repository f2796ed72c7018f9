from dagster_dbt import get_asset_key_for_model

import dagster as dg

from .dbt_models import shop_dbt_models


# With @dbt_assets, ask the assets definition for the key instead of hard-coding it,
# so a custom translator that prefixes keys is respected.
@dg.asset(
    deps=[get_asset_key_for_model([shop_dbt_models], "customer_orders")],
    group_name="reporting",
)
def top_customers_report() -> None:
    ...
