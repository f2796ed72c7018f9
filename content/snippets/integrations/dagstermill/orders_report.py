from pathlib import Path

import dagstermill
import pandas as pd

import dagster as dg

# Resolve notebooks relative to this file, not to the working directory.
NOTEBOOK_DIR = Path(__file__).parent / "notebooks"


@dg.asset
def orders() -> pd.DataFrame:
    # Stand-in for a load from your warehouse.
    return pd.DataFrame(
        {
            "order_id": [1041, 1042, 1043, 1044, 1045],
            "customer_id": [10, 11, 10, 12, 13],
            "amount": [19.5, 42.0, 7.25, 120.0, 64.9],
            "ordered_at": pd.to_datetime(
                ["2024-06-01", "2024-06-01", "2024-06-02", "2024-06-03", "2024-06-03"]
            ),
        }
    )


# Executes notebooks/orders_report.ipynb. `orders` is loaded by its I/O manager
# and injected into the notebook as a variable of the same name.
orders_report = dagstermill.define_dagstermill_asset(
    name="orders_report",
    notebook_path=str(NOTEBOOK_DIR / "orders_report.ipynb"),
    ins={"orders": dg.AssetIn("orders")},
    config_schema={"min_amount": dg.Field(float, default_value=10.0)},
    group_name="reports",
    save_notebook_on_failure=True,
)


defs = dg.Definitions(
    assets=[orders, orders_report],
    resources={
        "output_notebook_io_manager": dagstermill.ConfigurableLocalOutputNotebookIOManager(
            base_dir="/data/executed_notebooks"
        ),
    },
)
