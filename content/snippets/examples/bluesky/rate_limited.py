import json
import os
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import dagster as dg

from social_posts.defs.resources import BlueskyClient

TRACKED_ACCOUNTS = ["bsky.app", "atproto.com", "dagster.io", "duckdb.org"]
account_partitions = dg.StaticPartitionsDefinition(TRACKED_ACCOUNTS)


# start_rate_limited_asset
@dg.asset(
    partitions_def=account_partitions,
    group_name="bluesky_raw",
    kinds={"python", "json"},
    description="The latest posts of one tracked account, stored as raw JSON.",
    # At most N steps in this pool call the API at once, across all runs.
    pool="bluesky_api",
    # If the client gives up, retry the whole step later, with growing delays.
    retry_policy=dg.RetryPolicy(
        max_retries=3,
        delay=60,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    ),
)
def raw_author_feed(
    context: dg.AssetExecutionContext, bluesky: BlueskyClient
) -> dg.MaterializeResult:
    handle = context.partition_key
    items = bluesky.fetch_author_feed(handle)

    raw_dir = Path(os.environ["BLUESKY_RAW_DIR"])
    raw_dir.mkdir(parents=True, exist_ok=True)
    target = raw_dir / f"{handle}.json"
    target.write_text(
        json.dumps(
            {
                "handle": handle,
                "fetched_at": datetime.now(timezone.utc).isoformat(),
                "feed": items,
            }
        )
    )
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": len(items),
            "path": dg.MetadataValue.path(str(target)),
        }
    )
# end_rate_limited_asset


# start_schedule
refresh_all_accounts = dg.define_asset_job(
    "refresh_all_accounts",
    selection=dg.AssetSelection.assets(raw_author_feed),
    partitions_def=account_partitions,
)


@dg.schedule(job=refresh_all_accounts, cron_schedule="0 */6 * * *")
def every_six_hours() -> Iterator[dg.RunRequest]:
    # One run per account; the pool decides how many of them call the API at once.
    for handle in account_partitions.get_partition_keys():
        yield dg.RunRequest(partition_key=handle)
# end_schedule
