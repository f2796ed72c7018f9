import os

from dagster_duckdb import DuckDBResource

import dagster as dg

from social_posts.defs.ingestion import TRACKED_ACCOUNTS

# start_posts
POSTS_SQL = """
create or replace table bluesky.posts as
with items as (
    select handle, fetched_at, unnest(feed) as item
    from read_json_auto('{raw_glob}', union_by_name = true)
)
select distinct on (item.post.uri)
    item.post.uri                            as post_uri,
    handle                                   as tracked_handle,
    item.post.author.handle                  as author_handle,
    item.post.record.text                    as post_text,
    cast(item.post.record.createdAt as timestamp) as created_at,
    coalesce(item.post.likeCount, 0)         as like_count,
    coalesce(item.post.repostCount, 0)       as repost_count,
    coalesce(item.post.replyCount, 0)        as reply_count,
    cast(fetched_at as timestamp)            as fetched_at
from items
order by item.post.uri, fetched_at desc
"""


@dg.asset(
    deps=["raw_author_feed"],
    group_name="bluesky_models",
    kinds={"duckdb"},
    description="One row per post, flattened from the raw feed files.",
)
def bluesky_posts(duckdb: DuckDBResource) -> dg.MaterializeResult:
    raw_glob = os.path.join(os.environ["BLUESKY_RAW_DIR"], "*.json")
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists bluesky")
        conn.execute(POSTS_SQL.format(raw_glob=raw_glob))
        row = conn.execute("select count(*) from bluesky.posts").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})
# end_posts


# start_engagement
ENGAGEMENT_SQL = """
create or replace table bluesky.account_engagement as
select
    tracked_handle,
    count(*) filter (where author_handle = tracked_handle) as original_posts,
    count(*) filter (where author_handle <> tracked_handle) as reposts_of_others,
    round(avg(like_count) filter (where author_handle = tracked_handle), 1) as avg_likes,
    max(created_at) as latest_post_at
from bluesky.posts
group by tracked_handle
order by avg_likes desc nulls last
"""


@dg.asset(
    deps=[bluesky_posts],
    group_name="bluesky_models",
    kinds={"duckdb"},
    description="Posting activity and average likes per tracked account.",
)
def account_engagement(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(ENGAGEMENT_SQL)
        preview = conn.execute(
            "select tracked_handle, original_posts, avg_likes from bluesky.account_engagement"
        ).fetchall()
    table = "\n".join(
        ["| account | posts | avg likes |", "| --- | --- | --- |"]
        + [f"| {handle} | {posts} | {likes} |" for handle, posts, likes in preview]
    )
    return dg.MaterializeResult(metadata={"preview": dg.MetadataValue.md(table)})
# end_engagement


# start_check
@dg.asset_check(asset=bluesky_posts, description="Every tracked account has at least one post.")
def every_account_has_posts(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        rows = conn.execute(
            "select distinct tracked_handle from bluesky.posts"
        ).fetchall()
    seen = {handle for (handle,) in rows}
    missing = sorted(set(TRACKED_ACCOUNTS) - seen)
    return dg.AssetCheckResult(passed=not missing, metadata={"missing_accounts": missing})
# end_check
