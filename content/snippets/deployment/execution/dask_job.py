import json

import dagster as dg
from dagster_dask import dask_executor


# Dask worker resources this step needs; only workers that declared them will run it.
@dg.asset(op_tags={"dagster-dask/resource_requirements": json.dumps({"GPU": 1})})
def embeddings() -> None: ...


@dg.asset(deps=[embeddings])
def similarity_index() -> None: ...


defs = dg.Definitions(
    assets=[embeddings, similarity_index],
    executor=dask_executor.configured(
        {"cluster": {"existing": {"address": "tcp://dask-scheduler.internal:8786"}}}
    ),
)
