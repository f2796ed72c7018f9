from datetime import date
from pathlib import Path

import dagster as dg
import numpy as np
import pandas as pd

SALES_DIR = Path("data/sales")
STORE_IDS = list(range(1, 9))
PRODUCTS = ["espresso_beans", "filter_coffee", "oat_milk", "croissant", "bagel", "muffin"]


# start_source
def fetch_pos_sales(day: date) -> pd.DataFrame:
    """Stand-in for the point-of-sale API: one row per store, product and day.

    Seeded by the date, so re-fetching a day always returns the same numbers.
    """
    rng = np.random.default_rng(int(day.strftime("%Y%m%d")))
    weekday_factor = [0.9, 0.95, 1.0, 1.0, 1.15, 1.4, 1.25][day.weekday()]
    rows = []
    for store_id in STORE_IDS:
        store_size = 20 + 6 * store_id
        for product in PRODUCTS:
            expected = store_size * weekday_factor * rng.uniform(0.6, 1.2)
            rows.append(
                {
                    "date": day.isoformat(),
                    "store_id": store_id,
                    "product": product,
                    "units_sold": int(rng.poisson(expected)),
                }
            )
    return pd.DataFrame(rows)
# end_source


# start_daily_sales
daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="ingestion",
    kinds={"pandas", "csv"},
)
def daily_store_sales(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """One CSV file of point-of-sale data per day, under data/sales/."""
    SALES_DIR.mkdir(parents=True, exist_ok=True)
    total_rows = 0
    # With a single-run backfill policy, one run may cover many days.
    for partition_key in context.partition_keys:
        sales = fetch_pos_sales(date.fromisoformat(partition_key))
        sales.to_csv(SALES_DIR / f"{partition_key}.csv", index=False)
        total_rows += len(sales)
    context.log.info(f"Wrote {len(context.partition_keys)} day(s) of sales")
    return dg.MaterializeResult(metadata={"dagster/row_count": total_rows})
# end_daily_sales


# start_history
@dg.asset(
    group_name="ingestion",
    kinds={"pandas"},
    deps=[daily_store_sales],
    automation_condition=dg.AutomationCondition.eager(),
)
def sales_history(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """Units sold per store and day, across every ingested day."""
    files = sorted(SALES_DIR.glob("*.csv"))
    if not files:
        raise dg.Failure("No sales files found; backfill daily_store_sales first.")
    sales = pd.concat([pd.read_csv(f) for f in files], ignore_index=True)
    history = (
        sales.groupby(["date", "store_id"], as_index=False)["units_sold"].sum()
        .assign(date=lambda df: pd.to_datetime(df["date"]))
        .sort_values(["store_id", "date"])
        .reset_index(drop=True)
    )
    context.add_output_metadata(
        {
            "dagster/row_count": len(history),
            "first_day": str(history["date"].min().date()),
            "last_day": str(history["date"].max().date()),
        }
    )
    return history
# end_history


# start_schedule
daily_sales_job = dg.define_asset_job(
    name="daily_sales_job",
    selection=[daily_store_sales],
    partitions_def=daily_partitions,
)

daily_sales_schedule = dg.build_schedule_from_partitioned_job(
    daily_sales_job, hour_of_day=2
)
# end_schedule
