from pathlib import Path

import dagster as dg


# What `create-dagster project` generates: build the code location from everything under defs/.
@dg.definitions
def defs() -> dg.Definitions:
    return dg.load_from_defs_folder(path_within_project=Path(__file__).parent)
