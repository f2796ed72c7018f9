import json
import os
from datetime import datetime, timezone
from pathlib import Path

import dagster as dg

from social_posts.defs.resources import BlueskyClient

# start_partitions
TRACKED_ACCOUNTS = [
    "bsky.app",
    "atproto.com",
    "dagster.io",
    "duckdb.org",
]

account_partitions = dg.StaticPartitionsDefinition(TRACKED_ACCOUNTS)
# end_partitions


# start_raw_posts
@dg.asset(
    partitions_def=account_partitions,
    group_name="bluesky_raw",
    kinds={"python", "json"},
    description="The latest posts of one tracked account, stored as raw JSON.",
)
def raw_author_feed(
    context: dg.AssetExecutionContext, bluesky: BlueskyClient
) -> dg.MaterializeResult:
    handle = context.partition_key
    items = bluesky.fetch_author_feed(handle)

    raw_dir = Path(os.environ["BLUESKY_RAW_DIR"])
    raw_dir.mkdir(parents=True, exist_ok=True)
    target = raw_dir / f"{handle}.json"
    payload = {
        "handle": handle,
        "fetched_at": datetime.now(timezone.utc).isoformat(),
        "feed": items,
    }
    target.write_text(json.dumps(payload))

    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": len(items),
            "path": dg.MetadataValue.path(str(target)),
        }
    )
# end_raw_posts
