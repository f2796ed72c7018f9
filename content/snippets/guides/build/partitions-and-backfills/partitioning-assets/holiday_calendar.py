from datetime import datetime

import dagster as dg

# Business days only: weekends are left out by the cron schedule (Monday to Friday),
# public holidays by `exclusions`. Each exclusion is a datetime or a cron string.
US_HOLIDAYS_2025 = [
    datetime(2025, 1, 1),  # New Year's Day
    datetime(2025, 7, 4),  # Independence Day
    datetime(2025, 12, 25),  # Christmas Day
]

trading_days = dg.TimeWindowPartitionsDefinition(
    start=datetime(2025, 1, 1),
    cron_schedule="0 0 * * 1-5",
    fmt="%Y-%m-%d",
    timezone="America/New_York",
    exclusions=[
        *US_HOLIDAYS_2025,
        "0 0 1 1 *",  # a cron string excludes every 1 January, whatever the year
    ],
)


@dg.asset(partitions_def=trading_days)
def market_prices(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading prices for trading day {context.partition_key}")


defs = dg.Definitions(assets=[market_prices])
