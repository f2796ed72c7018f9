from collections.abc import Mapping
from pathlib import Path
from typing import Any

import dagster as dg
from dagster_sling import DagsterSlingTranslator, SlingResource, sling_assets


class RawSchemaTranslator(DagsterSlingTranslator):
    """Key each stream as raw/<table> and tag it with the source system."""

    def get_asset_spec(self, stream_definition: Mapping[str, Any]) -> dg.AssetSpec:
        spec = super().get_asset_spec(stream_definition)
        table = stream_definition["name"].split(".")[-1]
        return spec.replace_attributes(
            key=dg.AssetKey(["raw", table]),
            group_name="ingestion",
        ).merge_attributes(tags={"source_system": "shop_postgres"})


@sling_assets(
    replication_config=Path(__file__).parent / "replication.yaml",
    dagster_sling_translator=RawSchemaTranslator(),
)
def shop_raw_tables(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from sling.replicate(context=context)
