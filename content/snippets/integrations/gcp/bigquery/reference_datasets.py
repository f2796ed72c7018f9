import pandas as pd

import dagster as dg


# 1. `schema` metadata wins: stored as marketing.campaigns
@dg.asset(metadata={"schema": "marketing"})
def campaigns() -> pd.DataFrame:
    return pd.DataFrame({"campaign_id": [1, 2], "channel": ["email", "search"]})


# 2. Otherwise the key prefix: stored as crm.customers
@dg.asset(key_prefix=["crm"])
def customers() -> pd.DataFrame:
    return pd.DataFrame({"customer_id": [17, 23], "country": ["DE", "US"]})


# 3. Otherwise the I/O manager's `dataset` setting: stored as <dataset>.events
@dg.asset
def events() -> pd.DataFrame:
    return pd.DataFrame({"event_id": [1, 2, 3], "kind": ["view", "click", "view"]})


# Load only two columns of crm.customers.
@dg.asset(
    ins={
        "customers": dg.AssetIn(
            key_prefix=["crm"], metadata={"columns": ["customer_id", "country"]}
        )
    }
)
def customers_per_country(customers: pd.DataFrame) -> pd.DataFrame:
    return customers.groupby("country", as_index=False).size()
