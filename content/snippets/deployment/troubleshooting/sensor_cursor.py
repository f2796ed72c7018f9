import dagster as dg

PAGE_SIZE = 500


def list_new_files(after: str, limit: int) -> list[str]:
    """Stand-in for a paginated listing call (S3, an API...), sorted by key."""
    all_files = [f"landing/{i:06d}.json" for i in range(1, 2001)]
    return [f for f in all_files if f > after][:limit]


@dg.asset
def landed_file(context: dg.AssetExecutionContext) -> None: ...


landed_file_job = dg.define_asset_job("landed_file_job", selection=[landed_file])


@dg.sensor(job=landed_file_job, minimum_interval_seconds=30)
def landing_zone_sensor(context: dg.SensorEvaluationContext):
    # Process at most one page per tick and remember where we stopped; the next tick continues.
    # Each evaluation stays short, far below the 60-second timeout, however large the backlog.
    files = list_new_files(after=context.cursor or "", limit=PAGE_SIZE)
    if not files:
        return dg.SkipReason("No new files.")
    for path in files:
        yield dg.RunRequest(run_key=path, tags={"source_file": path})
    context.update_cursor(files[-1])


defs = dg.Definitions(assets=[landed_file], jobs=[landed_file_job], sensors=[landing_zone_sensor])
