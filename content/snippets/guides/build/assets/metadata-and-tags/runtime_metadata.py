import time

import dagster as dg


@dg.asset
def order_lines(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    started = time.monotonic()
    rows = [{"order_id": 1, "sku": "A-100", "qty": 2}, {"order_id": 1, "sku": "B-200", "qty": 1}]
    # ... write rows to storage ...
    preview = "\n".join(f"| {r['order_id']} | {r['sku']} | {r['qty']} |" for r in rows[:5])
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": len(rows),
            "load_seconds": dg.MetadataValue.float(time.monotonic() - started),
            "preview": dg.MetadataValue.md("| order_id | sku | qty |\n| --- | --- | --- |\n" + preview),
            "source_snapshot": dg.MetadataValue.path("/exports/shop/2024-06-01.parquet"),
        }
    )
