from collections.abc import Iterator
from contextlib import contextmanager
from typing import Optional

import clickhouse_connect
from clickhouse_connect.driver.client import Client

import dagster as dg


class ClickHouseResource(dg.ConfigurableResource):
    """A ClickHouse connection for assets, built on clickhouse-connect (HTTP interface).

    Dagster 1.11.14 ships no ClickHouse library; this resource lives in your project.
    """

    host: str
    port: Optional[int] = None  # clickhouse-connect picks 8123, or 8443 when secure
    username: str = "default"
    password: str = ""
    database: str = "default"
    secure: bool = False

    @contextmanager
    def get_client(self) -> Iterator[Client]:
        # get_client() connects (and checks the server) immediately, so create it only in runs.
        client = clickhouse_connect.get_client(
            host=self.host,
            port=self.port or 0,
            username=self.username,
            password=self.password,
            database=self.database,
            secure=self.secure,
        )
        try:
            yield client
        finally:
            client.close()
