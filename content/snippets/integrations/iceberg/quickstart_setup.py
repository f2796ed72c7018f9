"""Create a local SQL catalog and the namespace the assets write to. Run once."""

from pathlib import Path

from pyiceberg.catalog import load_catalog

WAREHOUSE = Path("/tmp/warehouse")
WAREHOUSE.mkdir(parents=True, exist_ok=True)

catalog = load_catalog(
    "local",
    type="sql",
    uri=f"sqlite:///{WAREHOUSE}/catalog.db",
    warehouse=f"file://{WAREHOUSE}",
)
catalog.create_namespace_if_not_exists("shop")
print(catalog.list_namespaces())
