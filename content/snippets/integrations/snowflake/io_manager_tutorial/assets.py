import pandas as pd

import dagster as dg


@dg.asset(key_prefix=["shop"], kinds={"snowflake", "pandas"}, group_name="shop")
def orders() -> pd.DataFrame:
    """Stored as ANALYTICS.SHOP.ORDERS."""
    return pd.DataFrame(
        {
            "order_id": [5001, 5002, 5003, 5004],
            "customer_id": [17, 23, 17, 42],
            "amount": [25.00, 99.90, 12.50, 40.00],
            "ordered_at": pd.to_datetime(
                ["2025-06-01 09:12", "2025-06-01 11:40", "2025-06-02 08:05", "2025-06-02 17:30"]
            ),
        }
    )


@dg.asset(
    key_prefix=["shop"],
    # Load only the two columns this asset needs from SHOP.ORDERS.
    ins={"orders": dg.AssetIn(key_prefix=["shop"], metadata={"columns": ["customer_id", "amount"]})},
    kinds={"snowflake", "pandas"},
    group_name="shop",
)
def customer_lifetime_value(orders: pd.DataFrame) -> pd.DataFrame:
    """Stored as ANALYTICS.SHOP.CUSTOMER_LIFETIME_VALUE."""
    return (
        orders.groupby("customer_id", as_index=False)["amount"]
        .sum()
        .rename(columns={"amount": "lifetime_value"})
    )
