from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dagster_sling import DagsterSlingTranslator, SlingConnectionResource, SlingResource, sling_assets

import dagster as dg


class RawShopTranslator(DagsterSlingTranslator):
    def get_asset_spec(self, stream_definition: Mapping[str, Any]) -> dg.AssetSpec:
        table = stream_definition["name"].split(".")[-1]
        return super().get_asset_spec(stream_definition).replace_attributes(
            key=dg.AssetKey(["raw_shop", table])
        )


@sling_assets(
    replication_config=Path(__file__).parent / "replication.yaml",
    dagster_sling_translator=RawShopTranslator(),
)
def shop_to_warehouse(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from sling.replicate(context=context, dagster_sling_translator=RawShopTranslator())


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
