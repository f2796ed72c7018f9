import dagster as dg

from my_project.defs.orders.ops import (
    fetch_orders,
    filter_orders,
    notify_finance,
    publish_summary,
    summarize_orders,
)


# @dg.job is @dg.graph and .to_job() in one step.
@dg.job(tags={"team": "finance"})
def order_summary_job():
    revenue, order_count = summarize_orders(filter_orders(fetch_orders()))
    notify_finance(after=publish_summary(revenue, order_count))
