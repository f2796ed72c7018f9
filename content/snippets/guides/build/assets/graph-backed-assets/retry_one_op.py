import dagster as dg


# Only the download talks to the network, so only it retries.
@dg.op(retry_policy=dg.RetryPolicy(max_retries=2, delay=30))
def download_report() -> str:
    return "date,visits\n2025-03-01,1200\n"


@dg.op
def parse_report(raw: str) -> list[dict]:
    header, *rows = raw.strip().splitlines()
    keys = header.split(",")
    return [dict(zip(keys, row.split(","))) for row in rows]


@dg.graph_asset
def web_visits() -> list[dict]:
    return parse_report(download_report())


defs = dg.Definitions(assets=[web_visits])
