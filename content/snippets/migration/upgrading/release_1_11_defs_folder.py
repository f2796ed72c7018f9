from pathlib import Path

import dagster as dg


# start_after
# load_from_defs_folder(project_root=...) became path_within_project=...; any path inside
# the project works, so __file__ is enough.
@dg.definitions
def defs() -> dg.Definitions:
    return dg.load_from_defs_folder(path_within_project=Path(__file__).parent)
# end_after
