import dagster as dg

from my_project.defs.orders.cleanup import clean_orders, load_raw_orders


@dg.job
def two_region_cleanup_job():
    # Each alias is a separate node with its own step names and config key.
    clean_orders.alias("clean_us_orders")(load_raw_orders.alias("load_us_orders")())
    clean_orders.alias("clean_eu_orders")(load_raw_orders.alias("load_eu_orders")())
