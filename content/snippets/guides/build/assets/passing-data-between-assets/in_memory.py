import dagster as dg


@dg.asset
def sample_rows() -> list[dict]:
    return [{"id": 1}, {"id": 2}]


@dg.asset
def row_count(sample_rows: list[dict]) -> int:
    return len(sample_rows)


# Values stay in memory: no files are written. This only works when every step runs in the
# same process, so the job also uses the in-process executor.
scratch_job = dg.define_asset_job(
    "scratch_job",
    selection=[sample_rows, row_count],
    executor_def=dg.in_process_executor,
)

defs = dg.Definitions(
    assets=[sample_rows, row_count],
    jobs=[scratch_job],
    resources={"io_manager": dg.InMemoryIOManager()},
)
