from collections.abc import Iterator

import dlt
from dagster_dlt import DagsterDltResource, DagsterDltTranslator, dlt_assets
from dagster_dlt.translator import DltResourceTranslatorData

import dagster as dg


@dlt.source
def shop_source():
    @dlt.resource(primary_key="id", write_disposition="merge")
    def orders() -> Iterator[dict]:
        yield [{"id": 1, "amount": 30.0}]

    return (orders,)


class ShopTranslator(DagsterDltTranslator):
    def get_asset_spec(self, data: DltResourceTranslatorData) -> dg.AssetSpec:
        return super().get_asset_spec(data).replace_attributes(
            key=dg.AssetKey(["shop_raw", data.resource.name])
        )


@dlt_assets(
    dlt_source=shop_source(),
    dlt_pipeline=dlt.pipeline(pipeline_name="shop", destination="duckdb", dataset_name="shop_raw"),
    dagster_dlt_translator=ShopTranslator(),
)
def shop_assets(context: dg.AssetExecutionContext, dlt_resource: DagsterDltResource):
    yield from dlt_resource.run(context=context)


defs = dg.Definitions(assets=[shop_assets], resources={"dlt_resource": DagsterDltResource()})
