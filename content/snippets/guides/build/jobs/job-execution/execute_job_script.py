import dagster as dg


@dg.op
def fetch() -> list[int]:
    return [3, 1, 2]


@dg.op
def summarize(context: dg.OpExecutionContext, values: list[int]) -> None:
    context.log.info(f"max={max(values)}")


@dg.job
def summary_job():
    summarize(fetch())


defs = dg.Definitions(jobs=[summary_job])

if __name__ == "__main__":
    # Runs with the job's own executor (multiprocess) and records the run in the instance
    # that DAGSTER_HOME points to, so it appears in the UI's run list.
    with dg.DagsterInstance.get() as instance:
        result = dg.execute_job(dg.reconstructable(summary_job), instance=instance)
        print(f"Run {result.run_id}: {'succeeded' if result.success else 'failed'}")
