import dagster as dg


# projects/analytics: depends on the ingestion project's asset by key, since the two projects
# share no Python code. The asset graph draws daily_revenue downstream of raw_orders.
@dg.asset(deps=["raw_orders"], kinds={"python"})
def daily_revenue() -> None: ...
