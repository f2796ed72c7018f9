import dagster as dg


@dg.asset(deps=["raw_orders", "raw_customers"], kinds={"sql"})
def weekly_revenue() -> None: ...
