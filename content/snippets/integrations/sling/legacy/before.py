# Deprecated: dagster-embedded-elt re-exports dagster-sling and warns on import.
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dagster_embedded_elt.sling import (
    DagsterSlingTranslator,
    SlingConnectionResource,
    SlingResource,
    sling_assets,
)

import dagster as dg


class LegacyTranslator(DagsterSlingTranslator):
    # Superseded: overriding get_asset_key still works but warns; override get_asset_spec instead.
    def get_asset_key(self, stream_definition: Mapping[str, Any]) -> dg.AssetKey:
        return dg.AssetKey(["raw_shop", stream_definition["name"].split(".")[-1]])


@sling_assets(
    replication_config=Path(__file__).parent / "replication.yaml",
    dagster_sling_translator=LegacyTranslator(),
)
def shop_to_warehouse(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from sling.replicate(context=context, dagster_sling_translator=LegacyTranslator())


defs = dg.Definitions(
    assets=[shop_to_warehouse],
    resources={
        "sling": SlingResource(
            connections=[
                SlingConnectionResource(
                    name="SHOP_POSTGRES", type="postgres", connection_string=dg.EnvVar("SHOP_POSTGRES_URL")
                ),
                SlingConnectionResource(
                    name="WAREHOUSE", type="duckdb", connection_string="duckdb:///var/data/warehouse.duckdb"
                ),
            ]
        )
    },
)
