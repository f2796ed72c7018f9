from typing import Optional

import pandas as pd
from upath import UPath

import dagster as dg


class ParquetIOManager(dg.UPathIOManager):
    """Reads and writes DataFrames as Parquet under any fsspec-compatible base path."""

    extension: str = ".parquet"

    def dump_to_path(self, context: dg.OutputContext, obj: pd.DataFrame, path: UPath) -> None:
        with path.open("wb") as file:
            obj.to_parquet(file)

    def load_from_path(self, context: dg.InputContext, path: UPath) -> pd.DataFrame:
        with path.open("rb") as file:
            return pd.read_parquet(file)


class ParquetIOManagerFactory(dg.ConfigurableIOManagerFactory):
    """The configurable part: choose the location per environment."""

    base_path: Optional[str] = None

    def create_io_manager(self, context: dg.InitResourceContext) -> ParquetIOManager:
        base = UPath(self.base_path or context.instance.storage_directory())
        return ParquetIOManager(base_path=base)


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            # Locally "data/parquet"; in production e.g. "s3://analytics-lake/dagster"
            "io_manager": ParquetIOManagerFactory(base_path=dg.EnvVar("PARQUET_BASE_PATH")),
        }
    )
