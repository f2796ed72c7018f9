# Deprecated: dagster-embedded-elt re-exports dagster-dlt and warns on import.
from collections.abc import Iterator

import dlt
from dagster_embedded_elt.dlt import DagsterDltResource, DagsterDltTranslator, dlt_assets
from dlt.extract.resource import DltResource

import dagster as dg


@dlt.source
def shop_source():
    @dlt.resource(primary_key="id", write_disposition="merge")
    def orders() -> Iterator[dict]:
        yield [{"id": 1, "amount": 30.0}]

    return (orders,)


class LegacyTranslator(DagsterDltTranslator):
    # Superseded: still honoured, but warns; override get_asset_spec instead.
    def get_asset_key(self, resource: DltResource) -> dg.AssetKey:
        return dg.AssetKey(["shop_raw", resource.name])


@dlt_assets(
    dlt_source=shop_source(),
    dlt_pipeline=dlt.pipeline(pipeline_name="shop", destination="duckdb", dataset_name="shop_raw"),
    dagster_dlt_translator=LegacyTranslator(),
)
def shop_assets(context: dg.AssetExecutionContext, dlt_resource: DagsterDltResource):
    yield from dlt_resource.run(context=context)


defs = dg.Definitions(assets=[shop_assets], resources={"dlt_resource": DagsterDltResource()})
