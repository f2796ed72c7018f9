from collections.abc import Mapping
from typing import Any

from dagster_sling import DagsterSlingTranslator, SlingConnectionResource, SlingResource, sling_assets

import dagster as dg

# The replication can be a Python mapping instead of a YAML file: handy when streams are generated.
TABLES = ["orders", "customers", "refunds"]
replication = {
    "source": "SHOP_POSTGRES",
    "target": "WAREHOUSE",
    "defaults": {"mode": "incremental", "primary_key": ["id"], "update_key": "updated_at"},
    "streams": {f"public.{t}": {"object": f"raw_shop.{t}"} for t in TABLES},
}


class RawShopTranslator(DagsterSlingTranslator):
    def get_asset_spec(self, stream_definition: Mapping[str, Any]) -> dg.AssetSpec:
        spec = super().get_asset_spec(stream_definition)
        table = stream_definition["name"].split(".")[-1]
        # Key tables as raw_shop/<table> and point them at the Postgres table they copy.
        return spec.replace_attributes(
            key=dg.AssetKey(["raw_shop", table]),
            deps=[dg.AssetKey(["shop_postgres", table])],
        ).merge_attributes(tags={"layer": "raw"})


@sling_assets(replication_config=replication, dagster_sling_translator=RawShopTranslator())
def shop_to_warehouse(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from (
        sling.replicate(context=context, dagster_sling_translator=RawShopTranslator())
        .fetch_column_metadata()
        .fetch_row_count()
    )


defs = dg.Definitions(
    assets=[shop_to_warehouse],
    resources={
        "sling": SlingResource(
            connections=[
                SlingConnectionResource(
                    name="SHOP_POSTGRES",
                    type="postgres",
                    connection_string=dg.EnvVar("SHOP_POSTGRES_URL"),
                ),
                SlingConnectionResource(
                    name="WAREHOUSE",
                    type="duckdb",
                    connection_string="duckdb:///var/data/warehouse.duckdb",
                ),
            ]
        )
    },
)
