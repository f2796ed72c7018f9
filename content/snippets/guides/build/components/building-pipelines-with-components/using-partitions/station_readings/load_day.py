"""Load one day of station readings. Dagster passes the day as the partition key."""

from pathlib import Path

from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        day = pipes.partition_key  # for example "2025-03-01"
        out = Path("data/readings") / f"{day}.csv"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text("station,mean_c\nKSEA,11.2\n")
        pipes.log.info(f"Wrote {out}")
        pipes.report_asset_materialization(metadata={"day": day, "path": str(out)})


if __name__ == "__main__":
    main()
