"""The Dagster basics tutorial project as its Resources step leaves it, for `npm run screenshots`.

Only the step's own code (content/snippets/dagster-basics-tutorial/resources/): the two raw assets, now
receiving the `duckdb` resource, and nothing of later steps. The CSVs come from `data/` (the jaffle_shop
seeds the reader loads from GitHub) and the DuckDB file lives in the instance's temporary DAGSTER_HOME.
"""

import importlib.util
import os
from pathlib import Path

from dagster_duckdb import DuckDBResource

import dagster as dg

HERE = Path(__file__).parent
SNIPPET = HERE.parents[2] / "snippets" / "dagster-basics-tutorial" / "resources" / "assets.py"

spec = importlib.util.spec_from_file_location("tutorial_resources_assets", SNIPPET)
assets = importlib.util.module_from_spec(spec)
spec.loader.exec_module(assets)
assets.SOURCE_URL = str(HERE / "data")

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([assets]),
    # The step's resources.py registers the same key; its database path is the reader's project folder.
    resources={
        "duckdb": DuckDBResource(
            database=str(Path(os.environ.get("DAGSTER_HOME", ".")) / "ecommerce.duckdb")
        )
    },
    executor=dg.in_process_executor,
)
