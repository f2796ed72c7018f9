import pandas as pd

import dagster as dg
from dagster_gcp import BigQueryResource


@dg.asset(
    key_prefix=["analytics"],
    deps=["daily_order_totals"],
    kinds={"bigquery", "pandas"},
    group_name="orders",
)
def weekly_revenue(bigquery: BigQueryResource) -> pd.DataFrame:
    """Weekly revenue, stored by the I/O manager as analytics.weekly_revenue."""
    with bigquery.get_client() as client:
        rows = client.query(
            """
            SELECT DATE_TRUNC(order_date, WEEK) AS week, SUM(revenue) AS revenue
            FROM analytics.daily_order_totals
            GROUP BY week
            ORDER BY week
            """
        ).result()
        records = [dict(row.items()) for row in rows]
    df = pd.DataFrame.from_records(records, columns=["week", "revenue"])
    df["week"] = pd.to_datetime(df["week"])
    df["revenue"] = df["revenue"].astype(float)
    return df


@dg.asset(
    key_prefix=["analytics"],
    # Inputs do not inherit key_prefix: name the upstream key explicitly.
    ins={"weekly_revenue": dg.AssetIn(key_prefix=["analytics"])},
    kinds={"bigquery", "pandas"},
    group_name="orders",
)
def revenue_trend(weekly_revenue: pd.DataFrame) -> pd.DataFrame:
    """Loaded from analytics.weekly_revenue; adds week-over-week growth."""
    trend = weekly_revenue.sort_values("week").copy()
    trend["growth_pct"] = trend["revenue"].pct_change().fillna(0.0) * 100
    return trend
