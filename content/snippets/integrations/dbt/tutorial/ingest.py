import datetime as dt
import random

from dagster_duckdb import DuckDBResource

import dagster as dg

FIRST_NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken"]
LAST_NAMES = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Thompson"]


# The key matches the dbt source `raw`, table `customers`: dbt models that call
# {{ source('raw', 'customers') }} now depend on this asset.
@dg.asset(key=["raw", "customers"], group_name="ingestion", kinds={"python", "duckdb"})
def raw_customers(duckdb: DuckDBResource) -> dg.MaterializeResult:
    rows = [
        (customer_id, random.choice(FIRST_NAMES), random.choice(LAST_NAMES))
        for customer_id in range(1, 201)
    ]
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists raw")
        conn.execute(
            "create or replace table raw.customers"
            " (id integer, first_name varchar, last_name varchar)"
        )
        conn.executemany("insert into raw.customers values (?, ?, ?)", rows)
    return dg.MaterializeResult(metadata={"dagster/row_count": len(rows)})


@dg.asset(key=["raw", "orders"], group_name="ingestion", kinds={"python", "duckdb"})
def raw_orders(duckdb: DuckDBResource) -> dg.MaterializeResult:
    start = dt.date(2025, 1, 1)
    rows = [
        (
            order_id,
            random.randint(1, 200),
            start + dt.timedelta(days=random.randint(0, 89)),
            round(random.uniform(5, 250), 2),
        )
        for order_id in range(1, 2001)
    ]
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists raw")
        conn.execute(
            "create or replace table raw.orders"
            " (id integer, customer_id integer, order_date date, amount decimal(10, 2))"
        )
        conn.executemany("insert into raw.orders values (?, ?, ?, ?)", rows)
    return dg.MaterializeResult(metadata={"dagster/row_count": len(rows)})


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"duckdb": DuckDBResource(database=dg.EnvVar("DUCKDB_DATABASE"))},
    )
