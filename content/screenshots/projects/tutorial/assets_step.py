"""The Dagster basics tutorial project as its Assets step leaves it, for `npm run screenshots`.

Only the step's own code (content/snippets/dagster-basics-tutorial/assets/assets.py): the two raw assets,
nothing of later steps. The CSVs come from `data/` (the jaffle_shop seeds the reader loads from GitHub) and
the DuckDB file lives in the instance's temporary DAGSTER_HOME.
"""

import importlib.util
import os
from pathlib import Path

import dagster as dg

HERE = Path(__file__).parent
SNIPPET = HERE.parents[2] / "snippets" / "dagster-basics-tutorial" / "assets" / "assets.py"

spec = importlib.util.spec_from_file_location("tutorial_assets_step", SNIPPET)
assets = importlib.util.module_from_spec(spec)
spec.loader.exec_module(assets)
assets.SOURCE_URL = str(HERE / "data")
assets.DATABASE_PATH = Path(os.environ.get("DAGSTER_HOME", ".")) / "ecommerce.duckdb"

defs = dg.Definitions(assets=dg.load_assets_from_modules([assets]), executor=dg.in_process_executor)
