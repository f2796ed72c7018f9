import tempfile
from pathlib import Path

import pandas as pd

import dagster as dg
from dagster_iceberg.config import IcebergCatalogConfig
from dagster_iceberg.io_manager.pandas import PandasIcebergIOManager

WAREHOUSE = Path(tempfile.gettempdir()) / "warehouse"  # a local SQL catalog in the system temp folder


@dg.asset(key_prefix=["sales"], kinds={"iceberg", "pandas"})
def orders() -> pd.DataFrame:
    """Written to the Iceberg table sales.orders."""
    return pd.DataFrame(
        {
            "order_id": [1001, 1002, 1003],
            "customer_id": [17, 42, 17],
            "amount": [120.0, 35.5, 80.25],
        }
    )


# The input names its prefix: parameters do not inherit the asset's key_prefix.
@dg.asset(key_prefix=["sales"], ins={"orders": dg.AssetIn(key_prefix=["sales"])}, kinds={"iceberg", "pandas"})
def customer_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Read back from sales.orders, written to sales.customer_revenue."""
    return orders.groupby("customer_id", as_index=False)["amount"].sum()


defs = dg.Definitions(
    assets=[orders, customer_revenue],
    resources={
        "io_manager": PandasIcebergIOManager(
            name="lakehouse",
            config=IcebergCatalogConfig(
                properties={
                    "type": "sql",
                    "uri": f"sqlite:///{WAREHOUSE}/catalog.db",
                    "warehouse": WAREHOUSE.as_uri(),
                }
            ),
        )
    },
)
