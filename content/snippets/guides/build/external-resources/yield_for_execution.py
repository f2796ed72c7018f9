import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Optional

from pydantic import PrivateAttr

import dagster as dg


class LocalReportingDb(dg.ConfigurableResource):
    database_path: str = "data/reporting.sqlite"

    _connection: Optional[sqlite3.Connection] = PrivateAttr(default=None)

    @contextmanager
    def yield_for_execution(self, context: dg.InitResourceContext) -> Iterator["LocalReportingDb"]:
        # Everything before `yield` is setup; the `finally` block always runs afterwards,
        # even when the step that used the resource raised an exception.
        self._connection = sqlite3.connect(self.database_path)
        try:
            yield self
        finally:
            self._connection.close()
            self._connection = None

    def execute(self, sql: str) -> list[tuple]:
        assert self._connection is not None, "resource is not initialized"
        with self._connection:
            return self._connection.execute(sql).fetchall()


@dg.asset
def daily_revenue(reporting_db: LocalReportingDb) -> None:
    reporting_db.execute(
        "create table if not exists daily_revenue as "
        "select order_date, sum(amount) as revenue from orders group by order_date"
    )
