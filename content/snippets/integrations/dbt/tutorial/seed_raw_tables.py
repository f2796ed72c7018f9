"""One-off loader for the first steps of the tutorial: creates raw.customers and raw.orders."""

import os

import duckdb

database = os.environ.get("DUCKDB_DATABASE", "/tmp/shop.duckdb")

with duckdb.connect(database) as conn:
    conn.execute("create schema if not exists raw")
    conn.execute(
        """
        create or replace table raw.customers as
        select * from (values
            (1, 'Ada', 'Lovelace'),
            (2, 'Grace', 'Hopper'),
            (3, 'Alan', 'Turing')
        ) as t(id, first_name, last_name)
        """
    )
    conn.execute(
        """
        create or replace table raw.orders as
        select * from (values
            (101, 1, date '2025-03-01', 42.50),
            (102, 1, date '2025-03-04', 18.00),
            (103, 2, date '2025-03-05', 99.90),
            (104, 3, date '2025-03-07', 12.25)
        ) as t(id, customer_id, order_date, amount)
        """
    )
    print(conn.execute("select count(*) from raw.orders").fetchone())
