import csv
import sys

from dagster_pipes import open_dagster_pipes


def main(export_path: str) -> None:
    with open_dagster_pipes() as pipes:
        with open(export_path, newline="") as export_file:
            row_count = sum(1 for _ in csv.DictReader(export_file))
        pipes.log.info(f"{export_path} holds {row_count} invoices")
        pipes.report_asset_materialization(
            metadata={"dagster/row_count": row_count, "path": export_path}
        )


if __name__ == "__main__":
    main(sys.argv[1])
