import os

import dagster as dg

LANDING_DIR = "/data/landing/clickstream"


@dg.observable_source_asset(
    description="Raw click files dropped by the web tier.",
    group_name="external",
)
def clickstream_landing_zone() -> dg.ObserveResult:
    files = [f for f in os.listdir(LANDING_DIR) if f.endswith(".json")]
    newest = max((os.path.getmtime(os.path.join(LANDING_DIR, f)) for f in files), default=0.0)
    return dg.ObserveResult(
        data_version=dg.DataVersion(str(newest)),
        metadata={
            "file_count": len(files),
            "newest_file_at": dg.MetadataValue.timestamp(newest),
        },
    )


# Observe the landing zone every 15 minutes.
observe_landing_job = dg.define_asset_job("observe_landing_job", selection=[clickstream_landing_zone])
observe_landing_schedule = dg.ScheduleDefinition(job=observe_landing_job, cron_schedule="*/15 * * * *")
