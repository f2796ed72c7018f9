import dagster as dg


@dg.asset(group_name="ingestion", kinds={"s3"})
def raw_clickstream(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    files = ["2025-03-01-00.json.gz", "2025-03-01-01.json.gz"]  # files copied this run
    bytes_copied = 734_003_200
    events_loaded = 1_982_311
    context.log.info(f"Copied {len(files)} files")
    # Every numeric metadata key can become an Insights metric.
    return dg.MaterializeResult(
        metadata={
            "bytes_copied": bytes_copied,
            "events_loaded": events_loaded,
            "files_copied": len(files),
        }
    )


@dg.asset(group_name="ingestion", kinds={"s3"})
def raw_orders_export() -> dg.MaterializeResult:
    # Use the same key on every asset that reports the same kind of number,
    # so Insights can aggregate and compare it across assets.
    return dg.MaterializeResult(metadata={"bytes_copied": 52_428_800, "files_copied": 1})
