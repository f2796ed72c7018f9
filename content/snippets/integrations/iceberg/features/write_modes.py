import datetime as dt
import os

import pyarrow as pa
from dagster_iceberg.config import IcebergCatalogConfig
from dagster_iceberg.io_manager.arrow import PyArrowIcebergIOManager

import dagster as dg

WAREHOUSE = os.getenv("ICEBERG_WAREHOUSE", "/tmp/iceberg-warehouse")
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# Overwrite (the default): each run replaces the rows of its own partition only.
@dg.asset(
    key_prefix=["web"],
    partitions_def=daily,
    metadata={
        "partition_expr": "event_date",
        # Make the table schema follow the returned data (adds new columns, drops missing ones).
        "schema_update_mode": "update",
        "table_properties": {"write.parquet.compression-codec": "zstd"},
    },
)
def page_views(context: dg.AssetExecutionContext) -> pa.Table:
    # Time-window partitions need a date or timestamp column, not a string.
    day = dt.date.fromisoformat(context.partition_key)
    return pa.table({"event_date": [day, day], "path": ["/", "/pricing"], "views": [120, 14]})


# Append: every run adds rows; nothing is replaced.
@dg.asset(key_prefix=["web"], metadata={"write_mode": "append"})
def audit_log(context: dg.AssetExecutionContext) -> pa.Table:
    return pa.table({"run_id": [context.run_id], "note": ["page_views refreshed"]})


defs = dg.Definitions(
    assets=[page_views, audit_log],
    resources={
        "io_manager": PyArrowIcebergIOManager(
            name="local",
            config=IcebergCatalogConfig(
                properties={
                    "type": "sql",
                    "uri": f"sqlite:///{WAREHOUSE}/catalog.db",
                    "warehouse": f"file://{WAREHOUSE}",
                }
            ),
            namespace="web",
        )
    },
)
