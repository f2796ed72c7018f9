"""Loads one of the user guide's example files unchanged, for the screenshot projects of this folder.

A workspace's `python_file` target reads only a file's module-level assets and jobs; `load` also collects its
schedules and sensors, and calls a `@dg.definitions` function (as a `defs` folder file uses) instead of
skipping it.
"""

import importlib.util
from pathlib import Path

import dagster as dg

SNIPPETS = Path(__file__).resolve().parents[3] / "snippets" / "guides"


def load(rel: str) -> dg.Definitions:
    path = SNIPPETS / rel
    spec = importlib.util.spec_from_file_location("page_" + path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found = dg.load_definitions_from_module(module)
    lazy = [obj.load_fn() for obj in vars(module).values() if type(obj).__name__ == "LazyDefinitions"]
    return dg.Definitions.merge(found, *lazy)
