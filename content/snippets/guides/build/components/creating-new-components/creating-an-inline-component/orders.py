import dagster as dg


@dg.asset
def orders_daily() -> None: ...
