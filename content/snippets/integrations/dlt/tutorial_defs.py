# start_source
from collections.abc import Iterator

import dlt
import requests


@dlt.source
def support_desk(api_base: str = "https://support.example.com/api"):
    """Tickets and agents from the support desk's REST API."""

    @dlt.resource(primary_key="id", write_disposition="merge")
    def tickets() -> Iterator[list[dict]]:
        """Support tickets, merged on their id."""
        response = requests.get(f"{api_base}/tickets", timeout=30)
        response.raise_for_status()
        yield response.json()["tickets"]

    @dlt.resource(primary_key="id", write_disposition="replace")
    def agents() -> Iterator[list[dict]]:
        """The current list of support agents."""
        response = requests.get(f"{api_base}/agents", timeout=30)
        response.raise_for_status()
        yield response.json()["agents"]

    return tickets, agents


# end_source

# start_assets
import dagster as dg
from dagster_dlt import DagsterDltResource, dlt_assets


@dlt_assets(
    dlt_source=support_desk(),
    dlt_pipeline=dlt.pipeline(
        pipeline_name="support_desk",
        destination="duckdb",
        dataset_name="support_raw",
    ),
    name="support_desk",
    group_name="support",
)
def support_desk_assets(context: dg.AssetExecutionContext, dlt_resource: DagsterDltResource):
    yield from dlt_resource.run(context=context)


# end_assets


# start_downstream
import duckdb


@dg.asset(deps=[dg.AssetKey("dlt_support_desk_tickets")], group_name="support")
def open_ticket_count(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    with duckdb.connect("support_desk.duckdb", read_only=True) as conn:
        row = conn.execute(
            "select count(*) from support_raw.tickets where status = 'open'"
        ).fetchone()
    count = int(row[0]) if row else 0
    return dg.MaterializeResult(metadata={"open_tickets": count})


# end_downstream

# start_defs
defs = dg.Definitions(
    assets=[support_desk_assets, open_ticket_count],
    resources={"dlt_resource": DagsterDltResource()},
)
# end_defs
