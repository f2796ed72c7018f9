from collections.abc import Iterator

import dlt

import dagster as dg
from dagster_dlt import DagsterDltResource, dlt_assets


@dlt.source
def shop_source(base_url: str = "https://api.shop.example.com"):
    @dlt.resource(primary_key="id", write_disposition="merge")
    def customers() -> Iterator[dict]:
        # Replace with a paginated call to your API, for example with dlt's REST client.
        yield [{"id": 7, "email": "ada@example.com", "country": "GB"}]

    @dlt.resource(primary_key="id", write_disposition="merge")
    def orders() -> Iterator[dict]:
        yield [{"id": 1, "customer_id": 7, "amount": 30.0, "status": "paid"}]

    return customers, orders


@dlt_assets(
    dlt_source=shop_source(),
    dlt_pipeline=dlt.pipeline(
        pipeline_name="shop",
        destination="duckdb",
        dataset_name="shop_raw",
    ),
    name="shop",
    group_name="ingestion",
)
def shop_dlt_assets(context: dg.AssetExecutionContext, dlt_resource: DagsterDltResource):
    yield from dlt_resource.run(context=context).fetch_row_count()


@dg.asset(deps=[dg.AssetKey("dlt_shop_source_orders")], group_name="analytics")
def paid_orders_report(context: dg.AssetExecutionContext) -> None:
    context.log.info("Summarising paid orders loaded by dlt")


defs = dg.Definitions(
    assets=[shop_dlt_assets, paid_orders_report],
    resources={"dlt_resource": DagsterDltResource()},
)
