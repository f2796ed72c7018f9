from collections.abc import Iterator

import dlt
from dagster_dlt import DagsterDltResource, DagsterDltTranslator, dlt_assets
from dagster_dlt.translator import DltResourceTranslatorData

import dagster as dg


@dlt.source
def events_source(day: str = "2025-01-01"):
    @dlt.resource(primary_key="id", write_disposition="merge")
    def page_views() -> Iterator[dict]:
        # Replace with a call to your API for one day of data.
        yield [{"id": f"{day}-1", "day": day, "path": "/pricing"}]

    @dlt.resource(primary_key="id", write_disposition="merge")
    def signups() -> Iterator[dict]:
        yield [{"id": f"{day}-7", "day": day, "plan": "team"}]

    return page_views, signups


class EventsTranslator(DagsterDltTranslator):
    def get_asset_spec(self, data: DltResourceTranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        # events/page_views instead of dlt_events_source_page_views; upstream is the vendor's API.
        return spec.replace_attributes(
            key=dg.AssetKey(["events", data.resource.name]),
            deps=[dg.AssetKey(["events_api", data.resource.name])],
        )


daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")
events_pipeline = dlt.pipeline(pipeline_name="events", destination="duckdb", dataset_name="events")


@dlt_assets(
    dlt_source=events_source(),
    dlt_pipeline=events_pipeline,
    name="events",
    group_name="ingestion",
    dagster_dlt_translator=EventsTranslator(),
    partitions_def=daily,
    backfill_policy=dg.BackfillPolicy.multi_run(1),
)
def events_assets(context: dg.AssetExecutionContext, dlt_resource: DagsterDltResource):
    # One run per day: build the source for the run's partition and pass it explicitly.
    source = events_source(day=context.partition_key)
    yield from dlt_resource.run(context=context, dlt_source=source).fetch_row_count()


defs = dg.Definitions(assets=[events_assets], resources={"dlt_resource": DagsterDltResource()})
