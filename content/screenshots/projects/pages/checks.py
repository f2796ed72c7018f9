"""The examples of pages whose asset keys clash with definitions.py (`orders`, `customers`, `daily_orders`): the
asset checks guide and the partitioned-schedule guide, each loaded unchanged into a code location of its own."""

import dagster as dg
from example_loader import load

defs = dg.Definitions.merge(
    load("test/asset-checks/orders_checks.py"),
    load("automate/schedules/daily_partitioned_schedule.py"),
)
