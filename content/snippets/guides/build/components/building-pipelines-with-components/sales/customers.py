import dagster as dg


@dg.asset
def customers() -> None:
    """One row per customer, with the latest contact details."""


@dg.asset(deps=[customers, "orders"])
def customer_lifetime_value() -> None:
    """Total spend per customer across all orders."""
