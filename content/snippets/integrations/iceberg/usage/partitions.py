import pandas as pd

import dagster as dg
from dagster_iceberg.config import IcebergCatalogConfig
from dagster_iceberg.io_manager.pandas import PandasIcebergIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(key_prefix=["web"], partitions_def=daily, metadata={"partition_expr": "event_date"})
def events(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = pd.Timestamp(context.partition_key)
    return pd.DataFrame(
        {"event_date": [day, day], "user_id": [7, 9], "kind": ["signup", "purchase"]}
    )


@dg.asset(
    key_prefix=["web"],
    ins={"events": dg.AssetIn(key=["web", "events"], metadata={"columns": ["kind"]})},
)
def event_counts(events: pd.DataFrame) -> pd.DataFrame:
    # Loads only the kind column, across every partition of web.events.
    return events.groupby("kind", as_index=False).size()


defs = dg.Definitions(
    assets=[events, event_counts],
    resources={
        "io_manager": PandasIcebergIOManager(
            name="lakehouse",
            config=IcebergCatalogConfig(
                properties={"type": "rest", "uri": "https://catalog.acme.internal"}
            ),
        )
    },
)
