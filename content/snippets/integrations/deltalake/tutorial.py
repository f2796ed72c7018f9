import pandas as pd

import dagster as dg
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-03-01")


@dg.asset(
    key_prefix=["web"],
    partitions_def=daily,
    metadata={"partition_expr": "event_date"},
    kinds={"deltalake"},
)
def events(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """One day of page events; each run replaces only its own day."""
    day = context.partition_key  # "2025-03-01"
    return pd.DataFrame(
        {
            "event_date": [day, day, day],
            "user_id": [1, 2, 1],
            "page": ["home", "pricing", "checkout"],
        }
    )


@dg.asset(key_prefix=["web"], ins={"events": dg.AssetIn(key_prefix=["web"])}, kinds={"deltalake"})
def page_popularity(events: pd.DataFrame) -> pd.DataFrame:
    """Reads every partition of web/events and counts views per page."""
    return events.groupby("page", as_index=False).agg(views=("user_id", "count"))


defs = dg.Definitions(
    assets=[events, page_popularity],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="data/delta", storage_options=LocalConfig()
        )
    },
)
