import json
from pathlib import Path

import dagster as dg

DATA_DIR = Path("data")


@dg.asset
def daily_orders() -> None:
    """Orders placed today, written as a JSON file for downstream consumers."""
    orders = [
        {"order_id": 1001, "customer_id": 17, "amount": 42.50},
        {"order_id": 1002, "customer_id": 23, "amount": 18.00},
    ]
    DATA_DIR.mkdir(exist_ok=True)
    (DATA_DIR / "daily_orders.json").write_text(json.dumps(orders))
