import json
from pathlib import Path

import requests

import dagster as dg

ORDERS_API_URL = "https://api.example.com/v1/orders"
EXPORT_DIR = Path("data/order_summaries")

daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# start_assets
@dg.asset(
    partitions_def=daily_partitions,
    retry_policy=dg.RetryPolicy(max_retries=3, delay=300),
    group_name="orders",
    kinds={"python"},
)
def raw_orders(context: dg.AssetExecutionContext) -> list[dict]:
    """Orders placed on the partition's day, as returned by the orders API."""
    day = context.partition_key
    response = requests.get(ORDERS_API_URL, params={"date": day}, timeout=30)
    response.raise_for_status()
    orders: list[dict] = response.json()["orders"]
    context.log.info(f"Fetched {len(orders)} orders for {day}")
    return orders


@dg.asset(partitions_def=daily_partitions, group_name="orders", kinds={"python"})
def daily_order_summary(
    context: dg.AssetExecutionContext, raw_orders: list[dict]
) -> dg.MaterializeResult:
    """Order count and revenue per day, written as a JSON file."""
    revenue = round(sum(float(order["amount"]) for order in raw_orders), 2)
    summary = {"date": context.partition_key, "orders": len(raw_orders), "revenue": revenue}

    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    (EXPORT_DIR / f"{context.partition_key}.json").write_text(json.dumps(summary))

    return dg.MaterializeResult(
        metadata={"dagster/row_count": len(raw_orders), "revenue": revenue}
    )
# end_assets


# start_schedule
daily_orders_job = dg.define_asset_job(
    name="daily_orders_job",
    selection=[raw_orders, daily_order_summary],
    partitions_def=daily_partitions,
)

daily_orders_schedule = dg.build_schedule_from_partitioned_job(
    daily_orders_job, hour_of_day=2
)
# end_schedule
