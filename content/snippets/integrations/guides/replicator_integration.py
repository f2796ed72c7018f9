"""A reusable integration for "Replicator", an imagined managed ingestion service.

One multi-asset per Replicator connection: each table the connection loads is an asset, a
translator decides how tables map to asset specs, and a resource talks to the service's API.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import requests

import dagster as dg


@dataclass(frozen=True)
class ReplicatorTable:
    """A table as the service describes it."""

    connection_id: str
    schema: str
    name: str
    row_count: int | None = None


class ReplicatorTranslator:
    """Maps service tables to asset specs; subclass it to change keys, groups or owners."""

    def get_asset_spec(self, table: ReplicatorTable) -> dg.AssetSpec:
        return dg.AssetSpec(
            key=dg.AssetKey([table.schema, table.name]),
            group_name=f"replicator_{table.connection_id}",
            kinds={"replicator"},
            metadata={"replicator/connection_id": table.connection_id},
        )


class ReplicatorResource(dg.ConfigurableResource):
    """Credentials and API calls, configured once in the definitions."""

    api_url: str = "https://api.replicator.example.com/v1"
    api_token: str
    request_timeout_s: float = 30.0

    def _get(self, path: str) -> Any:
        response = requests.get(
            f"{self.api_url}{path}",
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=self.request_timeout_s,
        )
        response.raise_for_status()
        return response.json()

    def list_tables(self, connection_id: str) -> list[ReplicatorTable]:
        payload = self._get(f"/connections/{connection_id}/tables")
        return [ReplicatorTable(connection_id, t["schema"], t["name"]) for t in payload["tables"]]

    def sync(self, connection_id: str, tables: list[ReplicatorTable]) -> list[ReplicatorTable]:
        response = requests.post(
            f"{self.api_url}/connections/{connection_id}/syncs",
            headers={"Authorization": f"Bearer {self.api_token}"},
            json={"tables": [f"{t.schema}.{t.name}" for t in tables], "wait": True},
            timeout=None,  # a sync can take a long time; the service holds the request open
        )
        response.raise_for_status()
        counts = {r["table"]: r["rows"] for r in response.json()["results"]}
        return [
            ReplicatorTable(t.connection_id, t.schema, t.name, counts.get(f"{t.schema}.{t.name}"))
            for t in tables
        ]


def replicator_assets(
    *,
    connection_id: str,
    tables: list[ReplicatorTable],
    translator: ReplicatorTranslator | None = None,
) -> Callable[[Callable[..., Any]], dg.AssetsDefinition]:
    """Decorator: one multi-asset for a connection, its function decides how to run the sync."""
    translator = translator or ReplicatorTranslator()
    specs = [translator.get_asset_spec(table) for table in tables]
    return dg.multi_asset(name=f"replicator_{connection_id}", specs=specs, can_subset=True)


def sync_and_report(
    context: dg.AssetExecutionContext,
    replicator: ReplicatorResource,
    connection_id: str,
    tables: list[ReplicatorTable],
    translator: ReplicatorTranslator,
) -> Iterator[dg.MaterializeResult]:
    """Syncs only the selected tables and reports one materialization per table."""
    selected = [t for t in tables if translator.get_asset_spec(t).key in context.selected_asset_keys]
    for table in replicator.sync(connection_id, selected):
        yield dg.MaterializeResult(
            asset_key=translator.get_asset_spec(table).key,
            metadata={"dagster/row_count": table.row_count or 0},
        )
