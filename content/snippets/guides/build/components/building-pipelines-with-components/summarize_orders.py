"""Summarizes yesterday's orders into a small revenue report.

PythonScriptComponent runs this file in a subprocess. Anything printed
to stdout or stderr shows up in the run's logs in the Dagster UI.
"""

import csv
from collections import defaultdict
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"


def main() -> None:
    revenue_by_region: dict[str, float] = defaultdict(float)
    with open(DATA_DIR / "orders.csv", newline="") as f:
        for row in csv.DictReader(f):
            revenue_by_region[row["region"]] += float(row["amount"])

    report_path = DATA_DIR / "revenue_by_region.csv"
    with open(report_path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["region", "revenue"])
        for region, revenue in sorted(revenue_by_region.items()):
            writer.writerow([region, f"{revenue:.2f}"])

    print(f"Wrote {len(revenue_by_region)} regions to {report_path}")


if __name__ == "__main__":
    main()
