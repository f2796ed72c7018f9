import dagster as dg


@dg.asset
def raw_orders() -> None:
    """Copy yesterday's orders from the shop database."""


@dg.asset(deps=[raw_orders])
def daily_order_summary() -> None:
    """Aggregate orders per customer and day."""


daily_orders_schedule = dg.ScheduleDefinition(
    name="daily_orders_schedule",
    cron_schedule="0 6 * * *",  # every day at 06:00 UTC
    target=[raw_orders, daily_order_summary],
)
