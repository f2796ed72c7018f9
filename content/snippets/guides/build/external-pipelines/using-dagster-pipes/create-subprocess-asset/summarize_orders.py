# external/summarize_orders.py
# A plain Python script with no Dagster imports. It reads a CSV export of
# orders and prints a short summary.
import csv
from pathlib import Path

ORDERS_CSV = Path(__file__).parent / "data" / "orders.csv"


def main() -> None:
    with ORDERS_CSV.open(newline="") as f:
        rows = list(csv.DictReader(f))

    total_revenue = sum(float(row["amount"]) for row in rows)
    print(f"Read {len(rows)} orders worth {total_revenue:.2f} in total")


if __name__ == "__main__":
    main()
