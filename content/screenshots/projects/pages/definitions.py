"""The user guide's own example files, loaded unchanged into one code location for `npm run screenshots`.

Each guide page's picture is taken from the file that page shows, so the picture names what the page names.
One code location (not one per file) keeps `dagster dev` quick to start; the files define no asset key,
job or automation twice, which `Definitions.merge` would reject.
"""

import dagster as dg
from example_loader import load

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
    "build/partitions-and-backfills/dynamic_partitions.py",
    "build/assets/metadata-and-tags/tags.py",
    "log-debug/logging/logging_basics.py",
    "operate/configuration/run_configuration.py",
]

defs = dg.Definitions.merge(*[load(rel) for rel in FILES])
