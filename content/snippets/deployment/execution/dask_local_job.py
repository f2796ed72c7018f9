import dagster as dg
from dagster_dask import dask_executor


@dg.asset
def numbers() -> list[int]:
    return list(range(10))


@dg.asset
def squares(numbers: list[int]) -> list[int]:
    return [n * n for n in numbers]


# A local Dask cluster with 2 worker processes: useful to try the executor on one machine.
local_dask_job = dg.define_asset_job(
    "local_dask_job",
    selection=[numbers, squares],
    executor_def=dask_executor.configured(
        {"cluster": {"local": {"n_workers": 2, "threads_per_worker": 1}}}
    ),
)

defs = dg.Definitions(assets=[numbers, squares], jobs=[local_dask_job])
