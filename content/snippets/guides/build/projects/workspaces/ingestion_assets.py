import dagster as dg


# projects/ingestion: loads the shop's raw orders.
@dg.asset(kinds={"python"})
def raw_orders() -> None: ...
