# start_filters
import warnings

import dagster as dg

# Install the filters before any module that uses preview or beta APIs is imported,
# because the warnings are emitted when those APIs are called at definition time.
warnings.filterwarnings("ignore", category=dg.PreviewWarning)
warnings.filterwarnings("ignore", category=dg.BetaWarning)

# Keep superseded and deprecated APIs visible, but only once per location.
warnings.filterwarnings("once", category=dg.SupersessionWarning)
warnings.filterwarnings("default", category=DeprecationWarning)
# end_filters


# start_targeted
# Silence one specific beta warning, matched by its message, and nothing else.
warnings.filterwarnings(
    "ignore",
    message=r".*pool.*",
    category=dg.BetaWarning,
)
# end_targeted


@dg.asset
def orders() -> list[dict[str, int]]:
    return [{"order_id": 1, "amount": 120}, {"order_id": 2, "amount": 80}]


@dg.asset
def order_totals(orders: list[dict[str, int]]) -> int:
    return sum(order["amount"] for order in orders)


defs = dg.Definitions(assets=[orders, order_totals])
