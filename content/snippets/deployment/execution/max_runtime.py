import dagster as dg


@dg.asset
def hourly_sync() -> None: ...


# Run monitoring fails runs of this job after 30 minutes, whatever max_runtime_seconds says.
hourly_sync_job = dg.define_asset_job(
    "hourly_sync_job", selection=[hourly_sync], tags={"dagster/max_runtime": "1800"}
)

defs = dg.Definitions(assets=[hourly_sync], jobs=[hourly_sync_job])
