import datetime as dt
import random

from dagster_duckdb import DuckDBResource

import dagster as dg

# start_constants
FIRST_ORDER_DATE = dt.date(2025, 1, 1)
DAYS_OF_HISTORY = 120
ORDER_STATUSES = ["placed", "shipped", "delivered", "returned"]
REGIONS = ["north", "south", "east", "west"]
# end_constants


# start_raw_customers
@dg.asset(
    key=["raw", "customers"],
    group_name="ingestion",
    kinds={"python", "duckdb"},
    description="Customer accounts exported from the shop's back office.",
)
def raw_customers(duckdb: DuckDBResource) -> dg.MaterializeResult:
    rng = random.Random(7)
    rows = [
        (
            customer_id,
            f"customer{customer_id}@example.com",
            rng.choice(REGIONS),
            FIRST_ORDER_DATE - dt.timedelta(days=rng.randint(0, 365)),
        )
        for customer_id in range(1, 501)
    ]
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists raw")
        conn.execute(
            "create or replace table raw.customers"
            " (id integer, email varchar, region varchar, signed_up_on date)"
        )
        conn.executemany("insert into raw.customers values (?, ?, ?, ?)", rows)
    return dg.MaterializeResult(metadata={"dagster/row_count": len(rows)})
# end_raw_customers


# start_raw_orders
@dg.asset(
    key=["raw", "orders"],
    group_name="ingestion",
    kinds={"python", "duckdb"},
    description="Orders exported from the shop's back office, one row per order.",
)
def raw_orders(duckdb: DuckDBResource) -> dg.MaterializeResult:
    rng = random.Random(11)
    rows = []
    for order_id in range(1, 6001):
        order_date = FIRST_ORDER_DATE + dt.timedelta(days=rng.randint(0, DAYS_OF_HISTORY - 1))
        rows.append(
            (
                order_id,
                rng.randint(1, 500),
                order_date,
                rng.choice(ORDER_STATUSES),
                round(rng.uniform(12, 480), 2),
            )
        )
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists raw")
        conn.execute(
            "create or replace table raw.orders"
            " (id integer, customer_id integer, order_date date,"
            " status varchar, amount decimal(10, 2))"
        )
        conn.executemany("insert into raw.orders values (?, ?, ?, ?, ?)", rows)
    return dg.MaterializeResult(metadata={"dagster/row_count": len(rows)})
# end_raw_orders


# start_resources
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"duckdb": DuckDBResource(database=dg.EnvVar("DUCKDB_DATABASE"))},
    )
# end_resources
