"""Create a local SQL catalog and the namespace the assets write to. Run once."""

import tempfile
from pathlib import Path

from pyiceberg.catalog import load_catalog

# The system temp folder (/tmp on Linux), so the same absolute path works from any directory.
WAREHOUSE = Path(tempfile.gettempdir()) / "warehouse"
WAREHOUSE.mkdir(parents=True, exist_ok=True)

catalog = load_catalog(
    "local",
    type="sql",
    uri=f"sqlite:///{WAREHOUSE}/catalog.db",
    warehouse=WAREHOUSE.as_uri(),
)
catalog.create_namespace_if_not_exists("shop")
print(catalog.list_namespaces())
