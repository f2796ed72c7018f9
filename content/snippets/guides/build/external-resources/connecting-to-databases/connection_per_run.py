import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Optional

from pydantic import PrivateAttr

import dagster as dg


class SqliteDatabase(dg.ConfigurableResource):
    path: str

    _conn: Optional[sqlite3.Connection] = PrivateAttr(default=None)

    @contextmanager
    def yield_for_execution(self, context: dg.InitResourceContext) -> Iterator["SqliteDatabase"]:
        # Opened once when the step starts and closed when it ends, even if it fails.
        self._conn = sqlite3.connect(self.path)
        try:
            yield self
        finally:
            self._conn.close()
            self._conn = None

    def query(self, sql: str) -> list[tuple]:
        assert self._conn is not None, "only available while a step runs"
        return self._conn.execute(sql).fetchall()


@dg.asset
def table_count(context: dg.AssetExecutionContext, database: SqliteDatabase) -> int:
    [(count,)] = database.query("select count(*) from sqlite_master")
    context.log.info(f"{count} tables")
    return count


defs = dg.Definitions(
    assets=[table_count], resources={"database": SqliteDatabase(path="warehouse.db")}
)
