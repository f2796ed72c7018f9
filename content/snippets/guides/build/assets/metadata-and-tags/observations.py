import shutil

import dagster as dg

# The landing zone another system writes to. An observation needs its target defined in the
# deployment; the observable source asset further down this page is the other way to define it.
clickstream_landing_zone = dg.AssetSpec("clickstream_landing_zone")


@dg.asset
def clickstream_archive(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    # ... move yesterday's click files into the archive ...
    usage = shutil.disk_usage("/")
    # Record facts about another asset without claiming it was updated.
    context.log_event(
        dg.AssetObservation(
            asset_key="clickstream_landing_zone",
            metadata={"free_disk_gb": round(usage.free / 1e9, 1)},
        )
    )
    return dg.MaterializeResult(metadata={"archived_files": 24})
