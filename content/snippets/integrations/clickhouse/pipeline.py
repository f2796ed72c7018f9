import pandas as pd

import dagster as dg

from .resource import ClickHouseResource


@dg.asset(kinds={"clickhouse"})
def page_views(context: dg.AssetExecutionContext, clickhouse: ClickHouseResource) -> dg.MaterializeResult:
    """Loads today's page views into analytics.page_views."""
    frame = pd.DataFrame(
        {"ts": pd.to_datetime(["2025-10-01 10:00", "2025-10-01 10:05"]), "path": ["/", "/pricing"]}
    )
    with clickhouse.get_client() as client:
        client.command(
            "CREATE TABLE IF NOT EXISTS analytics.page_views (ts DateTime, path String) "
            "ENGINE = MergeTree ORDER BY ts"
        )
        summary = client.insert_df("page_views", frame, database="analytics")
    return dg.MaterializeResult(metadata={"dagster/row_count": summary.written_rows})


@dg.asset(deps=[page_views], kinds={"clickhouse"})
def daily_path_views(clickhouse: ClickHouseResource) -> dg.MaterializeResult:
    """Rebuilds the per-day aggregate inside ClickHouse; no data leaves the server."""
    with clickhouse.get_client() as client:
        client.command(
            "CREATE OR REPLACE TABLE analytics.daily_path_views ENGINE = MergeTree ORDER BY (day, path) AS "
            "SELECT toDate(ts) AS day, path, count() AS views FROM analytics.page_views GROUP BY day, path"
        )
        rows = client.query("SELECT count() FROM analytics.daily_path_views").result_rows[0][0]
    return dg.MaterializeResult(metadata={"dagster/row_count": rows})


@dg.asset(deps=[daily_path_views])
def top_paths_report(context: dg.AssetExecutionContext, clickhouse: ClickHouseResource) -> None:
    with clickhouse.get_client() as client:
        top = client.query_df(
            "SELECT path, sum(views) AS views FROM analytics.daily_path_views "
            "GROUP BY path ORDER BY views DESC LIMIT {limit:UInt32}",
            parameters={"limit": 10},
        )
    context.log.info(f"Top paths:\n{top.to_string(index=False)}")


defs = dg.Definitions(
    assets=[page_views, daily_path_views, top_paths_report],
    resources={
        "clickhouse": ClickHouseResource(
            host=dg.EnvVar("CLICKHOUSE_HOST"),
            username=dg.EnvVar("CLICKHOUSE_USER"),
            password=dg.EnvVar("CLICKHOUSE_PASSWORD"),
            secure=True,
        )
    },
)
