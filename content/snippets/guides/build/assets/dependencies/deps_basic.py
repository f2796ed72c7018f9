import sqlite3

import dagster as dg

DATABASE = "warehouse.db"


@dg.asset
def raw_orders() -> None:
    with sqlite3.connect(DATABASE) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS raw_orders (order_id INTEGER, customer_id INTEGER, amount REAL)")
        conn.execute("DELETE FROM raw_orders")
        conn.executemany(
            "INSERT INTO raw_orders VALUES (?, ?, ?)",
            [(1001, 17, 42.5), (1002, 23, 18.0), (1003, 17, 77.25)],
        )


@dg.asset
def raw_customers() -> None:
    with sqlite3.connect(DATABASE) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS raw_customers (customer_id INTEGER, region TEXT)")
        conn.execute("DELETE FROM raw_customers")
        conn.executemany("INSERT INTO raw_customers VALUES (?, ?)", [(17, "emea"), (23, "apac")])


@dg.asset(deps=[raw_orders, raw_customers])
def revenue_by_region() -> None:
    """Joins orders to customers. Reads both tables directly from the database."""
    with sqlite3.connect(DATABASE) as conn:
        conn.execute("DROP TABLE IF EXISTS revenue_by_region")
        conn.execute(
            """
            CREATE TABLE revenue_by_region AS
            SELECT c.region, SUM(o.amount) AS revenue
            FROM raw_orders o JOIN raw_customers c USING (customer_id)
            GROUP BY c.region
            """
        )
