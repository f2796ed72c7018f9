import pandas as pd

import dagster as dg
from dagster_duckdb_pandas import DuckDBPandasIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")
regions = dg.StaticPartitionsDefinition(["eu", "us", "apac"])


@dg.asset(partitions_def=daily, metadata={"partition_expr": "order_date"})
def orders(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = pd.Timestamp(context.partition_key)
    return pd.DataFrame({"order_date": [day, day], "order_id": [1, 2], "amount": [25.0, 40.0]})


@dg.asset(partitions_def=regions, metadata={"partition_expr": "region"})
def region_targets(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame({"region": [context.partition_key], "target": [100_000.0]})


@dg.asset(
    partitions_def=dg.MultiPartitionsDefinition({"date": daily, "region": regions}),
    metadata={"partition_expr": {"date": "sale_date", "region": "region"}},
)
def regional_sales(context: dg.AssetExecutionContext) -> pd.DataFrame:
    keys = context.partition_key.keys_by_dimension
    return pd.DataFrame(
        {"sale_date": [pd.Timestamp(keys["date"])], "region": [keys["region"]], "amount": [310.0]}
    )


defs = dg.Definitions(
    assets=[orders, region_targets, regional_sales],
    resources={"io_manager": DuckDBPandasIOManager(database="data/warehouse.duckdb")},
)
