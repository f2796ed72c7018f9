import csv
import re
from pathlib import Path

import dagster as dg

INBOX_DIR = Path("data/inbox")


# start_fanout
@dg.op(out=dg.DynamicOut(str))
def list_order_files(context: dg.OpExecutionContext):
    """Emit one dynamic output per CSV file that is waiting in the inbox."""
    paths = sorted(INBOX_DIR.glob("orders_*.csv"))
    context.log.info(f"Found {len(paths)} order files in {INBOX_DIR}")
    for path in paths:
        # Mapping keys may only contain letters, digits and underscores.
        mapping_key = re.sub(r"[^A-Za-z0-9_]", "_", path.stem)
        yield dg.DynamicOutput(str(path), mapping_key=mapping_key)
# end_fanout


# start_per_file
@dg.op
def summarize_order_file(context: dg.OpExecutionContext, path: str) -> dict:
    """Read one file and return its order count and revenue."""
    order_count = 0
    revenue = 0.0
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            order_count += 1
            revenue += float(row["amount"])
    context.log.info(f"{path}: {order_count} orders, {revenue:.2f} revenue")
    return {"file": path, "orders": order_count, "revenue": round(revenue, 2)}
# end_per_file


# start_fanin
@dg.op
def combine_summaries(summaries: list[dict]) -> dict:
    """Fan back in: one summary for all files of this run."""
    return {
        "files": len(summaries),
        "orders": sum(s["orders"] for s in summaries),
        "revenue": round(sum(s["revenue"] for s in summaries), 2),
    }


@dg.graph_asset(group_name="orders")
def inbox_order_summary():
    summaries = list_order_files().map(summarize_order_file)
    return combine_summaries(summaries.collect())
# end_fanin
