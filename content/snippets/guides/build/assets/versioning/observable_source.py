import hashlib
from pathlib import Path

import dagster as dg

PRICE_FILE = Path("/data/incoming/supplier_prices.csv")


@dg.observable_source_asset
def supplier_prices() -> dg.DataVersion:
    """A file a supplier drops every few days. Observing it records a content hash."""
    return dg.DataVersion(hashlib.sha256(PRICE_FILE.read_bytes()).hexdigest())


@dg.asset(deps=[supplier_prices], code_version="1")
def supplier_price_table() -> None:
    ...  # parse PRICE_FILE and load it into the warehouse
