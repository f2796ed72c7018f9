"""Loads one component in isolation so that a load error shows a full traceback.

Run it from the project root with:  python scripts/reproduce_load_error.py sales
"""

import sys
from pathlib import Path

import dagster as dg

PROJECT_ROOT = Path(__file__).parent.parent


def main(defs_path: str) -> None:
    tree = dg.ComponentTree.for_project(PROJECT_ROOT)
    component = tree.load_component_at_path(defs_path)
    print(f"Loaded {type(component).__name__} from defs/{defs_path}")

    defs = tree.build_defs_at_path(defs_path)
    for key in sorted(defs.resolve_asset_graph().get_all_asset_keys()):
        print(f"  asset: {key.to_user_string()}")


if __name__ == "__main__":
    main(sys.argv[1])
