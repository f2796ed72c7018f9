from datetime import timedelta
from pathlib import Path

from dagster.preview.freshness import FreshnessPolicy

import dagster as dg

DEFAULT_POLICY = FreshnessPolicy.time_window(fail_window=timedelta(hours=26))


def with_default_freshness(spec: dg.AssetSpec) -> dg.AssetSpec:
    # Keep policies that were set on the asset itself; only fill in the gaps.
    if spec.freshness_policy is not None:
        return spec
    return spec.replace_attributes(freshness_policy=DEFAULT_POLICY)


@dg.definitions
def defs() -> dg.Definitions:
    project_defs = dg.load_from_defs_folder(path_within_project=Path(__file__).parent)
    # Apply the default only to assets in the "marts" group.
    return project_defs.map_resolved_asset_specs(
        func=with_default_freshness,
        selection="group:marts",
    )
