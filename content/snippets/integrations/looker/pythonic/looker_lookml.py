from pathlib import Path

from dagster_looker import build_looker_asset_specs

import dagster as dg

# The LookML repository, checked out next to this file (for example as a git submodule).
LOOKML_DIR = Path(__file__).parent / "lookml"

# Parsed from the .lkml files: no Looker API call, no credentials.
lookml_specs = build_looker_asset_specs(project_dir=LOOKML_DIR)

defs = dg.Definitions(assets=lookml_specs)
