import dagster as dg


@dg.asset(kinds={"python"})
def raw_orders() -> None: ...


@dg.asset(kinds={"python"}, tags={"pii": "true"})
def raw_customers() -> None: ...
