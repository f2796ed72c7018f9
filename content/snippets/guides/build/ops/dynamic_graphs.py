import re
from collections.abc import Iterator
from pathlib import Path

import dagster as dg

INBOX = Path("data/inbox")


class InboxConfig(dg.Config):
    pattern: str = "orders_*.csv"


@dg.op(out=dg.DynamicOut(str))
def find_order_files(context: dg.OpExecutionContext, config: InboxConfig) -> Iterator[dg.DynamicOutput[str]]:
    for path in sorted(INBOX.glob(config.pattern)):
        # Mapping keys may only contain letters, digits and underscores.
        mapping_key = re.sub(r"[^A-Za-z0-9_]", "_", path.stem)
        context.log.info(f"Found {path.name}")
        yield dg.DynamicOutput(str(path), mapping_key=mapping_key)


@dg.op
def count_rows(path: str) -> int:
    with open(path) as f:
        return max(sum(1 for _ in f) - 1, 0)  # minus the header row


@dg.op
def check_row_count(context: dg.OpExecutionContext, row_count: int) -> int:
    if row_count == 0:
        context.log.warning("An order file is empty")
    return row_count


@dg.op
def total_rows(context: dg.OpExecutionContext, row_counts: list[int]) -> int:
    total = sum(row_counts)
    context.log.info(f"{len(row_counts)} files, {total} rows in total")
    return total


@dg.job
def process_order_files_job():
    files = find_order_files()
    # Fan out: one count_rows and one check_row_count step per file.
    counts = files.map(count_rows).map(check_row_count)
    # Fan in: collect() gathers every mapped result into one list.
    total_rows(counts.collect())
