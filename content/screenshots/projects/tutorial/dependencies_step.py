"""The Dagster basics tutorial project as its Dependencies step leaves it, for `npm run screenshots`.

Only the step's own code (content/snippets/dagster-basics-tutorial/dependencies/assets.py): four assets,
no checks, jobs or schedules of later steps. The CSVs in `data/` are the jaffle_shop seeds the reader's
project loads from GitHub (100 customers, 99 orders), vendored so the captures run offline.
"""

import importlib.util
import os
from pathlib import Path

from dagster_duckdb import DuckDBResource

import dagster as dg

HERE = Path(__file__).parent
SNIPPET = HERE.parents[2] / "snippets" / "dagster-basics-tutorial" / "dependencies" / "assets.py"

spec = importlib.util.spec_from_file_location("tutorial_dependencies_assets", SNIPPET)
assets = importlib.util.module_from_spec(spec)
spec.loader.exec_module(assets)
assets.SOURCE_URL = str(HERE / "data")

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([assets]),
    resources={
        "duckdb": DuckDBResource(
            database=str(Path(os.environ.get("DAGSTER_HOME", ".")) / "ecommerce.duckdb")
        )
    },
    executor=dg.in_process_executor,
)
