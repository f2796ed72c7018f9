from collections.abc import Iterator
from typing import Any

import dagster as dg


@dg.op(out={"orders": dg.Out(list), "refunds": dg.Out(list, is_required=False)})
def split_transactions(context: dg.OpExecutionContext) -> Iterator[Any]:
    transactions = [
        {"id": 1, "kind": "order", "amount": 30.0},
        {"id": 2, "kind": "order", "amount": 12.5},
    ]
    orders = [t for t in transactions if t["kind"] == "order"]
    refunds = [t for t in transactions if t["kind"] == "refund"]

    yield dg.AssetObservation(asset_key="transactions", metadata={"dagster/row_count": len(transactions)})
    yield dg.Output(orders, output_name="orders", metadata={"row_count": len(orders)})

    # Optional outputs can be skipped; ops downstream of "refunds" are then skipped too.
    if refunds:
        yield dg.Output(refunds, output_name="refunds")
