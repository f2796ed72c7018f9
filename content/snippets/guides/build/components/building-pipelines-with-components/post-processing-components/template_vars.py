from datetime import timedelta

from dagster.preview.freshness import FreshnessPolicy

import dagster as dg


@dg.template_var
def weekly_freshness() -> FreshnessPolicy:
    return FreshnessPolicy.time_window(fail_window=timedelta(days=8), warn_window=timedelta(days=7))
