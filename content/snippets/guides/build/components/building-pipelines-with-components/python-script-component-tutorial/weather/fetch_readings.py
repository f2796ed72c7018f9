"""Summarise yesterday's temperature readings into a CSV. Runs as a subprocess under Dagster Pipes."""

import csv
import random
import statistics
import sys
from pathlib import Path

from dagster_pipes import open_dagster_pipes

OUTPUT = Path("data/daily_temperatures.csv")


def main() -> None:
    with open_dagster_pipes() as pipes:
        stations = sys.argv[1:]  # station IDs, passed by `args` in defs.yaml
        pipes.log.info(f"Fetching readings for {len(stations)} stations")

        # Stand-in for a call to a weather API.
        rows = [{"station": s, "mean_c": round(random.uniform(-5, 30), 1)} for s in stations]

        OUTPUT.parent.mkdir(parents=True, exist_ok=True)
        with OUTPUT.open("w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=["station", "mean_c"])
            writer.writeheader()
            writer.writerows(rows)

        pipes.report_asset_materialization(
            asset_key="daily_temperatures",
            metadata={
                "rows": len(rows),
                "mean_c": statistics.mean(r["mean_c"] for r in rows),
                "path": str(OUTPUT),
            },
        )
        pipes.report_asset_check(
            asset_key="daily_temperatures",
            check_name="all_stations_reported",
            passed=len(rows) == len(stations),
            metadata={"missing": len(stations) - len(rows)},
        )


if __name__ == "__main__":
    main()
