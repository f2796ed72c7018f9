# external/summarize_orders.py
import csv
from pathlib import Path

from dagster_pipes import PipesContext, open_dagster_pipes

ORDERS_CSV = Path(__file__).parent / "data" / "orders.csv"


def load_orders() -> list[dict[str, str]]:
    # Helper functions can fetch the active context instead of receiving it
    # as an argument.
    pipes = PipesContext.get()
    pipes.log.info(f"Loading orders from {ORDERS_CSV}")
    with ORDERS_CSV.open(newline="") as f:
        return list(csv.DictReader(f))


def main() -> None:
    with open_dagster_pipes() as pipes:
        # Values passed with `extras=` on the Dagster side.
        min_amount = float(pipes.get_extra("min_amount"))

        orders = [o for o in load_orders() if float(o["amount"]) >= min_amount]
        total_revenue = sum(float(o["amount"]) for o in orders)
        pipes.log.info(f"Kept {len(orders)} orders at or above {min_amount}")

        pipes.report_asset_materialization(
            metadata={
                "row_count": len(orders),
                "total_revenue": {"raw_value": total_revenue, "type": "float"},
                "source_file": {"raw_value": str(ORDERS_CSV), "type": "path"},
            },
            data_version=str(len(orders)),
        )


if __name__ == "__main__":
    main()
