"""Examples whose pages' pictures need an instance of their own (runs, ticks and observations of their own
assets only): run status sensors, asset observations, asset jobs, and time-partition mappings, each file
loaded unchanged. Their keys clash with no other file here."""

import dagster as dg
from example_loader import load

defs = dg.Definitions.merge(
    load("automate/sensors/run_status_sensors.py"),
    load("build/assets/metadata-and-tags/observations.py"),
    load("build/jobs/asset_jobs.py"),
    load("build/partitions-and-backfills/time_to_coarser.py"),
)
