import dagster as dg
from dagster_dask import dask_executor, dask_resource

SCHEDULER = "tcp://dask-scheduler.internal:8786"


@dg.asset
def raw_clickstream() -> None:
    # Each asset step becomes one Dask task when the job uses dask_executor.
    ...


@dg.asset(deps=[raw_clickstream])
def sessions() -> None: ...


@dg.asset(deps=[raw_clickstream])
def page_views() -> None: ...


clickstream_job = dg.define_asset_job(
    "clickstream_job",
    selection=[raw_clickstream, sessions, page_views],
    executor_def=dask_executor.configured(
        {"cluster": {"existing": {"address": SCHEDULER}}}
    ),
)


def revenue_for_day(day: int) -> float:
    # Stand-in for an expensive per-day aggregation.
    return day * 1_250.0


@dg.asset(required_resource_keys={"dask"})
def weekly_revenue(context: dg.AssetExecutionContext) -> float:
    # The asset body itself fans out work to the cluster through the client.
    client = context.resources.dask.client
    futures = client.map(revenue_for_day, range(1, 8))
    return sum(client.gather(futures))


defs = dg.Definitions(
    assets=[raw_clickstream, sessions, page_views, weekly_revenue],
    jobs=[clickstream_job],
    resources={
        "dask": dask_resource.configured(
            {"client": {"address": SCHEDULER, "timeout": 30}}
        )
    },
)
