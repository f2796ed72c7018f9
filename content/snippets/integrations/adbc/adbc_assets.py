import importlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pyarrow as pa

import dagster as dg


class AdbcResource(dg.ConfigurableResource):
    """One ADBC connection factory, whatever the database: the driver module decides.

    `driver` is a Python ADBC driver package exposing a DB-API module, such as
    adbc_driver_sqlite, adbc_driver_postgresql or adbc_driver_snowflake.
    """

    driver: str = "adbc_driver_sqlite"
    uri: str

    @contextmanager
    def connect(self) -> Iterator[Any]:
        dbapi = importlib.import_module(f"{self.driver}.dbapi")
        conn = dbapi.connect(self.uri)
        try:
            yield conn
        finally:
            conn.close()


@dg.asset(kinds={"sqlite"})
def orders(db: AdbcResource) -> dg.MaterializeResult:
    """Writes an Arrow table to the database without converting rows to Python objects."""
    table = pa.table({"order_id": [1, 2, 3], "customer": ["ada", "grace", "ada"], "amount": [30.0, 12.5, 7.5]})
    with db.connect() as conn, conn.cursor() as cur:
        rows = cur.adbc_ingest("orders", table, mode="replace")
        conn.commit()
    return dg.MaterializeResult(metadata={"dagster/row_count": rows})


@dg.asset(deps=[orders], kinds={"sqlite"})
def revenue_by_customer(context: dg.AssetExecutionContext, db: AdbcResource) -> dg.MaterializeResult:
    with db.connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT customer, SUM(amount) AS revenue FROM orders GROUP BY customer ORDER BY customer")
        result = cur.fetch_arrow_table()  # an Arrow table, straight from the driver
        cur.adbc_ingest("revenue_by_customer", result, mode="replace")
        conn.commit()
    context.log.info(str(result.to_pydict()))
    return dg.MaterializeResult(metadata={"dagster/row_count": result.num_rows})


defs = dg.Definitions(
    assets=[orders, revenue_by_customer],
    resources={"db": AdbcResource(uri=os.getenv("ADBC_URI", "file:/tmp/adbc-demo.db"))},
)
