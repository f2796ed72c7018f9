from pathlib import Path

import dagster as dg


@dg.definitions
def defs() -> dg.Definitions:
    # Import every module under src/ecommerce_analytics/defs/ and merge the
    # assets, checks, schedules and resources found there into one Definitions.
    return dg.load_from_defs_folder(project_root=Path(__file__).parent.parent.parent)
