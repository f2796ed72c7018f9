"""Approach 4: a component. Users configure the integration in defs.yaml; build_defs makes the assets."""

from collections.abc import Sequence

import dagster as dg

from .replicator_integration import (
    ReplicatorResource,
    ReplicatorTable,
    ReplicatorTranslator,
    replicator_assets,
    sync_and_report,
)


class ReplicatorConnectionComponent(dg.Component, dg.Model, dg.Resolvable):
    """One Replicator connection and the tables it loads."""

    connection_id: str
    tables: Sequence[str]
    """Tables as "schema.name"."""

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        tables = [ReplicatorTable(self.connection_id, *t.split(".", 1)) for t in self.tables]
        translator = ReplicatorTranslator()
        connection_id = self.connection_id

        @replicator_assets(connection_id=connection_id, tables=tables, translator=translator)
        def _sync(context: dg.AssetExecutionContext, replicator: ReplicatorResource):
            yield from sync_and_report(context, replicator, connection_id, tables, translator)

        return dg.Definitions(assets=[_sync])
