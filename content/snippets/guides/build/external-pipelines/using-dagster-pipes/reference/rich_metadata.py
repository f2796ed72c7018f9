import time

from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    pipes.report_asset_materialization(
        metadata={
            # Plain values: the type is inferred on the Dagster side.
            "row_count": 1840,
            "late_rows_ratio": 0.013,
            "loaded_by": "nightly-export",
            # Typed values use {"raw_value": ..., "type": ...}.
            "dashboard": {"raw_value": "https://bi.example.com/d/orders", "type": "url"},
            "output_file": {"raw_value": "s3://lake/orders/2025-03-14.parquet", "type": "path"},
            "summary": {"raw_value": "**1840** rows, *3* late files", "type": "md"},
            "config": {"raw_value": {"dedupe": True, "window_days": 3}, "type": "json"},
            "loaded_at": {"raw_value": time.time(), "type": "timestamp"},
            "upstream": {"raw_value": "raw_orders", "type": "asset"},
            "preview": {
                "type": "table",
                "raw_value": {
                    "schema": [
                        {"name": "order_id", "type": "string"},
                        {"name": "amount", "type": "float"},
                    ],
                    "records": [
                        {"order_id": "o-1001", "amount": 42.5},
                        {"order_id": "o-1002", "amount": 13.0},
                    ],
                },
            },
            "columns": {
                "type": "table_schema",
                "raw_value": {
                    "columns": [
                        {"name": "order_id", "type": "string", "constraints": {"unique": True}},
                        {"name": "amount", "type": "float", "description": "Order total"},
                    ]
                },
            },
            "column_lineage": {
                "type": "table_column_lineage",
                "raw_value": {
                    "deps_by_column": {
                        "amount": [{"asset_key": "raw_orders", "column_name": "gross_amount"}],
                    }
                },
            },
        }
    )
