import pandas as pd

import dagster as dg


@dg.asset(
    key_prefix=["events"],
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-06-01"),
    metadata={"partition_expr": "VIEWED_AT"},
    kinds={"snowflake", "pandas"},
    group_name="events",
)
def page_views(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """Each run replaces only the rows of its day in EVENTS.PAGE_VIEWS."""
    day = pd.Timestamp(context.partition_key)
    return pd.DataFrame(
        {
            "viewed_at": [day + pd.Timedelta(hours=9), day + pd.Timedelta(hours=14)],
            "user_id": [17, 23],
            "page": ["/pricing", "/docs"],
        }
    )
