"""The Dagster basics tutorial project as its Asset checks step leaves it, for `npm run screenshots`.

The Dependencies step's four assets plus the step's checks (content/snippets/dagster-basics-tutorial/
asset-checks/checks.py); no job or schedule of the later Schedules step. The CSVs come from `data/` (the
jaffle_shop seeds the reader loads from GitHub) and the DuckDB file lives in the temporary DAGSTER_HOME.
"""

import importlib.util
import os
from pathlib import Path

from dagster_duckdb import DuckDBResource

import dagster as dg

HERE = Path(__file__).parent
TUTORIAL = HERE.parents[2] / "snippets" / "dagster-basics-tutorial"


def snippet(relative_path: str, name: str):
    spec = importlib.util.spec_from_file_location(name, TUTORIAL / relative_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


assets = snippet("dependencies/assets.py", "tutorial_checks_step_assets")
assets.SOURCE_URL = str(HERE / "data")
checks = snippet("asset-checks/checks.py", "tutorial_checks_step_checks")

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([assets]),
    asset_checks=dg.load_asset_checks_from_modules([checks]),
    resources={
        "duckdb": DuckDBResource(
            database=str(Path(os.environ.get("DAGSTER_HOME", ".")) / "ecommerce.duckdb")
        )
    },
    executor=dg.in_process_executor,
)
