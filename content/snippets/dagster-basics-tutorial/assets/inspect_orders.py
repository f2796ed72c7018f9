import duckdb

# Run from the project folder after materializing raw_orders.
with duckdb.connect("data/ecommerce.duckdb", read_only=True) as conn:
    conn.sql("select status, count(*) as orders from raw_orders group by status").show()
