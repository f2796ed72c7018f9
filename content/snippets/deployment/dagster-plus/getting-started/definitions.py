"""src/analytics/definitions.py — the single entry point Dagster+ loads for this code location."""

from pathlib import Path

import dagster as dg


@dg.definitions
def defs() -> dg.Definitions:
    # Loads everything under src/analytics/defs/ (assets, schedules, components).
    return dg.load_from_defs_folder(project_root=Path(__file__).parent.parent.parent)
