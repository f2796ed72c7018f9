import pandas as pd

import dagster as dg
from dagster_duckdb_pandas import DuckDBPandasIOManager


# Schema from the key prefix: table marketing.campaigns
@dg.asset(key_prefix=["marketing"])
def campaigns() -> pd.DataFrame:
    return pd.DataFrame({"campaign_id": [1, 2], "channel": ["email", "search"]})


# Schema from definition metadata: table finance.invoices
@dg.asset(metadata={"schema": "finance"})
def invoices() -> pd.DataFrame:
    return pd.DataFrame({"invoice_id": [501, 502], "total": [99.0, 149.0]})


# No prefix and no metadata: the I/O manager's schema applies, table staging.events
@dg.asset
def events() -> pd.DataFrame:
    return pd.DataFrame({"event_id": [1, 2], "kind": ["signup", "purchase"]})


defs = dg.Definitions(
    assets=[campaigns, invoices, events],
    resources={"io_manager": DuckDBPandasIOManager(database="data/warehouse.duckdb", schema="staging")},
)
