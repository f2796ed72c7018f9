import pandas as pd

import dagster as dg

regions = dg.StaticPartitionsDefinition(["emea", "amer", "apac"])
region_by_day = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2025-06-01"),
        "region": regions,
    }
)


@dg.asset(key_prefix=["sales"], partitions_def=regions, metadata={"partition_expr": "REGION"})
def regional_targets(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame({"region": [context.partition_key], "target": [250_000.0]})


@dg.asset(
    key_prefix=["sales"],
    partitions_def=region_by_day,
    # One expression per dimension of the multi-partition.
    metadata={"partition_expr": {"date": "SOLD_AT", "region": "REGION"}},
)
def regional_sales(context: dg.AssetExecutionContext) -> pd.DataFrame:
    keys = context.partition_key.keys_by_dimension
    sold_at = pd.Timestamp(keys["date"]) + pd.Timedelta(hours=12)
    return pd.DataFrame(
        {"sold_at": [sold_at], "region": [keys["region"]], "amount": [1_250.0]}
    )
