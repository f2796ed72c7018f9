import dagster as dg


@dg.asset
def executive_dashboard() -> None: ...


@dg.asset
def archive_snapshots() -> None: ...


# Runs of this job are dequeued before runs with a lower priority (the default is 0)
# when the run queue is full.
dashboard_job = dg.define_asset_job(
    "dashboard_job",
    selection=[executive_dashboard],
    tags={"dagster/priority": "10", "team": "bi"},
)

# Negative priorities wait behind everything else.
archive_job = dg.define_asset_job(
    "archive_job",
    selection=[archive_snapshots],
    tags={"dagster/priority": "-1"},
)

defs = dg.Definitions(
    assets=[executive_dashboard, archive_snapshots], jobs=[dashboard_job, archive_job]
)
