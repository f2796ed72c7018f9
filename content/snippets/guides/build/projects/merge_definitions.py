from pathlib import Path

import dagster as dg

from my_project.legacy.jobs import nightly_export_job


@dg.definitions
def defs() -> dg.Definitions:
    # Combine everything in defs/ with definitions that live elsewhere in the package.
    return dg.Definitions.merge(
        dg.load_from_defs_folder(project_root=Path(__file__).parent.parent.parent),
        dg.Definitions(jobs=[nightly_export_job]),
    )
