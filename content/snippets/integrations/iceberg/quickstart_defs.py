import tempfile
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc

import dagster as dg
from dagster_iceberg.config import IcebergCatalogConfig
from dagster_iceberg.io_manager.arrow import PyArrowIcebergIOManager

# The catalog that scripts/create_catalog.py created.
WAREHOUSE = Path(tempfile.gettempdir()) / "warehouse"
CATALOG = IcebergCatalogConfig(
    properties={
        "type": "sql",
        "uri": f"sqlite:///{WAREHOUSE}/catalog.db",
        "warehouse": WAREHOUSE.as_uri(),
    }
)


@dg.asset(kinds={"iceberg"})
def customers() -> pa.Table:
    return pa.table(
        {
            "customer_id": [1, 2, 3, 4],
            "country": ["DE", "US", "US", "FR"],
            "lifetime_value": [1200.0, 340.0, 2100.0, 80.0],
        }
    )


@dg.asset(kinds={"iceberg"})
def high_value_customers(customers: pa.Table) -> pa.Table:
    return customers.filter(pc.greater_equal(customers["lifetime_value"], 1000.0))


defs = dg.Definitions(
    assets=[customers, high_value_customers],
    resources={"io_manager": PyArrowIcebergIOManager(name="local", namespace="shop", config=CATALOG)},
)
