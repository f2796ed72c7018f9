import dagster as dg


@dg.asset(deps=["weekly_revenue"])
def revenue_forecast() -> None: ...
