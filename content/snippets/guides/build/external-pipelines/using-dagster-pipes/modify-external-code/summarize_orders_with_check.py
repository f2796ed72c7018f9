# external/summarize_orders.py
import csv
from pathlib import Path

from dagster_pipes import open_dagster_pipes

ORDERS_CSV = Path(__file__).parent / "data" / "orders.csv"


def main() -> None:
    with open_dagster_pipes() as pipes:
        min_amount = float(pipes.get_extra("min_amount"))

        with ORDERS_CSV.open(newline="") as f:
            orders = list(csv.DictReader(f))

        missing_ids = sum(1 for o in orders if not o["order_id"])
        kept = [o for o in orders if float(o["amount"]) >= min_amount]

        pipes.report_asset_materialization(
            metadata={
                "row_count": len(kept),
                "total_revenue": sum(float(o["amount"]) for o in kept),
            },
        )
        pipes.report_asset_check(
            check_name="no_missing_order_ids",
            passed=missing_ids == 0,
            severity="WARN",
            metadata={"missing_order_ids": missing_ids},
        )


if __name__ == "__main__":
    main()
