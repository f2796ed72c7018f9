from pathlib import Path

import dagster as dg

# assets.py, jobs.py, and schedules.py have moved into defs/revenue/
from my_existing_project.resources import warehouse


@dg.definitions
def defs() -> dg.Definitions:
    return dg.Definitions.merge(
        dg.Definitions(resources={"warehouse": warehouse}),
        dg.load_from_defs_folder(project_root=Path(__file__).parent.parent),
    )
