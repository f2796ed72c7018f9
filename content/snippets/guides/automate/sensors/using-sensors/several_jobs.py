import dagster as dg


@dg.asset
def small_import() -> None: ...


@dg.asset
def bulk_import() -> None: ...


small_job = dg.define_asset_job("small_import_job", selection=[small_import])
bulk_job = dg.define_asset_job("bulk_import_job", selection=[bulk_import])


def pending_files() -> dict[str, int]:
    """Stands in for listing a landing folder: file name -> size in MB."""
    return {"a.csv": 3, "b.csv": 850}


# `jobs=` lists every job the sensor may start; each RunRequest names one of them.
@dg.sensor(jobs=[small_job, bulk_job], minimum_interval_seconds=60)
def import_router(context: dg.SensorEvaluationContext):
    for name, size_mb in pending_files().items():
        job_name = "bulk_import_job" if size_mb > 500 else "small_import_job"
        yield dg.RunRequest(run_key=name, job_name=job_name, tags={"file": name})


defs = dg.Definitions(
    assets=[small_import, bulk_import], jobs=[small_job, bulk_job], sensors=[import_router]
)
