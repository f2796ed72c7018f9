import pandas as pd

import dagster as dg


# Schema from the key prefix: stored as <database>.CRM.CUSTOMERS
@dg.asset(key_prefix=["crm"])
def customers() -> pd.DataFrame:
    return pd.DataFrame({"customer_id": [17, 23], "country": ["DE", "US"]})


# Schema from metadata: stored as <database>.MARKETING.CAMPAIGNS
@dg.asset(metadata={"schema": "marketing"})
def campaigns() -> pd.DataFrame:
    return pd.DataFrame({"campaign_id": [1, 2], "channel": ["email", "search"]})


# Neither: stored as <database>.PUBLIC.EXCHANGE_RATES (unless the I/O manager sets `schema`)
@dg.asset
def exchange_rates() -> pd.DataFrame:
    return pd.DataFrame({"currency": ["EUR", "GBP"], "usd_rate": [1.08, 1.27]})
