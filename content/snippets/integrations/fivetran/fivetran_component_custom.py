from collections.abc import Iterable
from typing import Union

import dagster as dg
from dagster_fivetran import FivetranAccountComponent, FivetranWorkspace


class ColumnAwareFivetranComponent(FivetranAccountComponent):
    """Same as the stock component, but records column schemas on every sync."""

    def execute(
        self, context: dg.AssetExecutionContext, fivetran: FivetranWorkspace
    ) -> Iterable[Union[dg.AssetMaterialization, dg.MaterializeResult]]:
        context.log.info(f"Syncing {len(context.selected_asset_keys)} Fivetran tables")
        yield from fivetran.sync_and_poll(context=context).fetch_column_metadata()
