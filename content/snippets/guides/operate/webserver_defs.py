"""A minimal code location to try out `dagster-webserver` flags against."""

import dagster as dg


@dg.asset
def product_prices() -> dict[str, float]:
    return {"espresso": 2.5, "latte": 3.8}


@dg.asset
def price_report(product_prices: dict[str, float]) -> str:
    return ", ".join(f"{name}: {price:.2f}" for name, price in sorted(product_prices.items()))


defs = dg.Definitions(assets=[product_prices, price_report])
