import os
from pathlib import Path
from typing import Optional

import datasets

import dagster as dg


class DatasetSource(dg.Config):
    # A Hub repository ("stanfordnlp/imdb"), or a builder such as "csv"/"parquet" with data_files.
    path: str = "stanfordnlp/imdb"
    split: str = "train[:2%]"
    data_files: Optional[str] = None


class HFDatasetIOManager(dg.ConfigurableIOManager):
    """Stores each asset as a dataset directory (Arrow files) under base_dir/<asset key>."""

    base_dir: str

    def _path(self, context: dg.OutputContext | dg.InputContext) -> Path:
        return Path(self.base_dir, *context.asset_key.path)

    def handle_output(self, context: dg.OutputContext, obj: datasets.Dataset) -> None:
        obj.save_to_disk(str(self._path(context)))
        context.add_output_metadata(
            {"dagster/row_count": obj.num_rows, "features": str(obj.features), "path": str(self._path(context))}
        )

    def load_input(self, context: dg.InputContext) -> datasets.Dataset:
        return datasets.load_from_disk(str(self._path(context)))


@dg.asset
def raw_reviews(config: DatasetSource) -> datasets.Dataset:
    """Downloads (or reads) the reviews; the Hub cache makes re-runs cheap."""
    return datasets.load_dataset(config.path, split=config.split, data_files=config.data_files)


@dg.asset
def short_reviews(raw_reviews: datasets.Dataset) -> datasets.Dataset:
    """Keeps reviews under 500 characters and adds their length."""
    short = raw_reviews.filter(lambda row: len(row["text"]) < 500)
    return short.map(lambda row: {"n_chars": len(row["text"])})


defs = dg.Definitions(
    assets=[raw_reviews, short_reviews],
    resources={"io_manager": HFDatasetIOManager(base_dir=os.getenv("DATASETS_DIR", "/tmp/dagster-datasets"))},
)
