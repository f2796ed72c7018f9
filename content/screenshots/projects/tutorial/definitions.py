"""The Dagster basics tutorial project, for `npm run screenshots`.

It runs the tutorial's own snippets (content/snippets/dagster-basics-tutorial/), unchanged: the assets
load CSVs from `data/` next to this file instead of GitHub (the screenshots are made offline), and the
DuckDB file lives in the run's temporary DAGSTER_HOME.
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


assets = snippet("dependencies/assets.py", "tutorial_assets")
assets.SOURCE_URL = str(HERE / "data")
checks = snippet("asset-checks/checks.py", "tutorial_checks")
schedules = snippet("schedules/schedules.py", "tutorial_schedules")

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([assets]),
    asset_checks=dg.load_asset_checks_from_modules([checks]),
    jobs=[schedules.refresh_ecommerce],
    schedules=[schedules.daily_refresh],
    resources={
        "duckdb": DuckDBResource(
            database=str(Path(os.environ.get("DAGSTER_HOME", ".")) / "ecommerce.duckdb")
        )
    },
    executor=dg.in_process_executor,
)
