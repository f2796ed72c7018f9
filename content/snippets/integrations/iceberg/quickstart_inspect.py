import tempfile
from pathlib import Path

from pyiceberg.catalog import load_catalog

WAREHOUSE = Path(tempfile.gettempdir()) / "warehouse"
catalog = load_catalog(
    "local",
    type="sql",
    uri=f"sqlite:///{WAREHOUSE}/catalog.db",
    warehouse=WAREHOUSE.as_uri(),
)
print(catalog.list_tables("shop"))

table = catalog.load_table("shop.high_value_customers")
print(table.scan().to_pandas())
print(len(table.snapshots()), "snapshot(s)")
