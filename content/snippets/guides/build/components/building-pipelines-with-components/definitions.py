from pathlib import Path

import dagster as dg


@dg.definitions
def defs() -> dg.Definitions:
    # Loads every Python module and component folder under src/my_project/defs/.
    return dg.load_from_defs_folder(project_root=Path(__file__).parent.parent)
