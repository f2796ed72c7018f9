import dagster as dg


@dg.op(out=dg.DynamicOut(str))
def list_files():
    for name in ["jan.csv", "feb.csv", "mar.csv", "apr.csv"]:
        yield dg.DynamicOutput(name, mapping_key=name.replace(".", "_"))


# Every mapped copy of this op carries the tag the executor limits on.
@dg.op(tags={"api": "vendor"})
def upload(context: dg.OpExecutionContext, name: str) -> str:
    context.log.info(f"Uploading {name}")
    return name


@dg.op
def report(context: dg.OpExecutionContext, names: list[str]) -> None:
    context.log.info(f"Uploaded {len(names)} files")


# At most two uploads at the same time; other steps are not limited by the tag rule.
@dg.job(
    executor_def=dg.multiprocess_executor.configured(
        {"tag_concurrency_limits": [{"key": "api", "value": "vendor", "limit": 2}]}
    )
)
def upload_files():
    report(list_files().map(upload).collect())


defs = dg.Definitions(jobs=[upload_files])
