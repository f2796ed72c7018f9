"""The user guide's own example files, loaded unchanged into one code location for `npm run screenshots`.

Each guide page's picture is taken from the file that page shows, so the picture names what the page names.
One code location (not one per file) keeps `dagster dev` quick to start; the files define no asset key,
job or automation twice, which `Definitions.merge` would reject.
"""

import importlib.util
from pathlib import Path

import dagster as dg

SNIPPETS = Path(__file__).resolve().parents[3] / "snippets" / "guides"

FILES = [
    "build/assets/defining-assets/asset_with_attributes.py",
    "build/assets/dependencies/deps_basic.py",
    "build/assets/external-assets/external_asset_specs.py",
    "build/assets/metadata-and-tags/definition_metadata.py",
    "build/assets/metadata-and-tags/column_schema.py",
    "build/assets/metadata-and-tags/kinds.py",
    "build/jobs/op_job.py",
    "build/ops/ops_and_graphs.py",
    "build/partitions-and-backfills/time_partitions.py",
    "build/partitions-and-backfills/static_partitions.py",
    "automate/schedules/decorated_schedule.py",
    "automate/asset_sensor.py",
    "automate/declarative-automation/customizing-automation-conditions/composing_conditions.py",
    "automate/declarative-automation/customizing-automation-conditions/condition_labels.py",
    "build/external-resources/defining_resources.py",
]


def load(rel: str) -> dg.Definitions:
    path = SNIPPETS / rel
    spec = importlib.util.spec_from_file_location("page_" + path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found = dg.load_definitions_from_module(module)
    # A `@dg.definitions` function (as a `defs` folder file uses) is not a module-level definition: call it.
    lazy = [obj.load_fn() for obj in vars(module).values() if type(obj).__name__ == "LazyDefinitions"]
    return dg.Definitions.merge(found, *lazy)


defs = dg.Definitions.merge(*[load(rel) for rel in FILES])
