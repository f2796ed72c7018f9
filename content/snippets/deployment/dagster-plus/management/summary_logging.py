"""Log one summary event per step instead of one event per row."""

from dataclasses import dataclass

import dagster as dg


@dataclass
class Order:
    order_id: int
    amount: float


def load_orders() -> list[Order]:
    # Stand-in for a real query.
    return [Order(1, 20.0), Order(2, -5.0), Order(3, 12.5)]


@dg.asset
def orders(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    rows = load_orders()
    negative = [r for r in rows if r.amount < 0]
    # One user log event, however many rows there are.
    context.log.info(f"loaded {len(rows)} orders, {len(negative)} with negative amounts")
    # Bulk detail goes to stdout: a compute log, not an event.
    for r in negative:
        print(f"negative amount in order {r.order_id}: {r.amount}")
    return dg.MaterializeResult(metadata={"row_count": len(rows), "negative": len(negative)})


defs = dg.Definitions(assets=[orders])
