import dagster as dg

AC = dg.AutomationCondition


# start_view_asset
@dg.asset(kinds={"duckdb"})
def orders() -> None:
    """Table: reloaded every hour."""


# The view stores no data, so it only needs "materializing" when its SQL changes.
# Bump code_version whenever you edit the CREATE VIEW statement.
@dg.asset(
    deps=[orders],
    kinds={"duckdb", "view"},
    tags={"storage": "view"},
    code_version="2",
    automation_condition=AC.on_missing() | AC.code_version_changed(),
)
def open_orders() -> None:
    """View: SELECT * FROM orders WHERE status = 'open'."""
# end_view_asset


# start_downstream
# eager() reacts to updates of direct dependencies. The view never updates when `orders`
# does, so also count updates of the table behind it.
orders_or_view_updated = (
    AC.any_deps_updated() | AC.asset_matches("orders", AC.newly_updated())
).with_label("dependency or table behind a view updated")


@dg.asset(
    deps=[open_orders],
    automation_condition=AC.eager().replace("any_deps_updated", orders_or_view_updated),
)
def open_order_report() -> None: ...
# end_downstream


defs = dg.Definitions(assets=[orders, open_orders, open_order_report])
