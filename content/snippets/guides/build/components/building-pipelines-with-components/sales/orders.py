import dagster as dg


@dg.asset
def orders() -> None:
    """Cleaned orders, one row per order."""


@dg.asset(deps=[orders])
def daily_revenue() -> None:
    """Revenue per day, summed from cleaned orders."""
