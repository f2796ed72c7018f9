import dagster as dg


@dg.op
def extract() -> list[int]:
    return [1, 2, 3]


@dg.op
def total(values: list[int]) -> int:
    return sum(values)


# This small job runs every op in the run's own process: faster to start, no pickling.
@dg.job(executor_def=dg.in_process_executor)
def quick_totals():
    total(extract())


@dg.job
def nightly_totals():
    total(extract())


# Jobs without their own executor use the one set on Definitions: here at most four
# processes at a time.
defs = dg.Definitions(
    jobs=[quick_totals, nightly_totals],
    executor=dg.multiprocess_executor.configured({"max_concurrent": 4}),
)
