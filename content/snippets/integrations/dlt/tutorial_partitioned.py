from collections.abc import Iterator

import dlt

import dagster as dg
from dagster_dlt import DagsterDltResource, dlt_assets


@dlt.source
def web_events(day: str = "2025-01-01"):
    @dlt.resource(write_disposition="append")
    def page_views() -> Iterator[list[dict]]:
        # Fetch one day of page views from your event API here.
        yield [{"event_date": day, "path": "/pricing", "views": 42}]

    return page_views


daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dlt_assets(
    dlt_source=web_events(),
    dlt_pipeline=dlt.pipeline(
        pipeline_name="web_events", destination="duckdb", dataset_name="events_raw"
    ),
    partitions_def=daily_partitions,
)
def web_event_assets(context: dg.AssetExecutionContext, dlt_resource: DagsterDltResource):
    # Build the source at run time so it loads only the partition's day.
    yield from dlt_resource.run(
        context=context, dlt_source=web_events(day=context.partition_key)
    )
