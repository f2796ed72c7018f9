from collections.abc import Sequence
from typing import Optional

import pandas as pd
import polars as pl

import dagster as dg
from dagster._core.storage.db_io_manager import DbTypeHandler
from dagster_duckdb import DuckDBIOManager
from dagster_duckdb_pandas import DuckDBPandasTypeHandler
from dagster_duckdb_polars import DuckDBPolarsTypeHandler


class WarehouseIOManager(DuckDBIOManager):
    @staticmethod
    def type_handlers() -> Sequence[DbTypeHandler]:
        return [DuckDBPandasTypeHandler(), DuckDBPolarsTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        return pd.DataFrame


@dg.asset
def page_views() -> pl.DataFrame:
    return pl.DataFrame({"user_id": [1, 1, 2], "page": ["home", "pricing", "home"]})


@dg.asset
def views_per_page(page_views: pd.DataFrame) -> pd.DataFrame:
    # Written with Polars, read back with pandas: the annotation picks the handler.
    return page_views.groupby("page", as_index=False).size()


defs = dg.Definitions(
    assets=[page_views, views_per_page],
    resources={
        "io_manager": WarehouseIOManager(
            database="data/warehouse.duckdb",
            connection_config={"threads": 4, "memory_limit": "2GB"},
        )
    },
)
