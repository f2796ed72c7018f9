# src/shop_dagster/defs/orders.py (replaces defs/airflow.py and defs/airflow_instance.py)
import duckdb

import dagster as dg

WAREHOUSE_PATH = "/opt/shop/warehouse.duckdb"
ORDERS_EXPORT_PATH = "/opt/shop/exports/orders.csv"
REPORT_PATH = "/opt/shop/reports/daily_revenue.csv"


@dg.asset(
    description="Yesterday's orders, loaded from the shop backend's CSV export.",
    kinds={"duckdb"},
    group_name="orders",
)
def raw_orders() -> dg.MaterializeResult:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"create or replace table raw_orders as select * from read_csv_auto('{ORDERS_EXPORT_PATH}')"
        )
        row = conn.execute("select count(*) from raw_orders").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})


@dg.asset(
    deps=[raw_orders],
    description="Completed orders and revenue per day.",
    kinds={"duckdb"},
    group_name="orders",
)
def daily_revenue() -> dg.MaterializeResult:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            """
            create or replace table daily_revenue as
            select
                cast(ordered_at as date) as order_date,
                count(*) as order_count,
                sum(amount) as revenue
            from raw_orders
            where status = 'completed'
            group by 1
            """
        )
        row = conn.execute("select count(*) from daily_revenue").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row[0] if row else 0})


@dg.asset(
    deps=[daily_revenue],
    description="CSV report of daily revenue for the finance team.",
    kinds={"csv"},
    group_name="orders",
)
def revenue_report() -> dg.MaterializeResult:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"copy (select * from daily_revenue order by order_date) to '{REPORT_PATH}' (header, delimiter ',')"
        )
    return dg.MaterializeResult(metadata={"path": REPORT_PATH})


# start_schedule
# Same cadence as the Airflow DAG had: 02:00 every night.
nightly_orders_schedule = dg.ScheduleDefinition(
    name="nightly_orders_schedule",
    cron_schedule="0 2 * * *",
    target=[raw_orders, daily_revenue, revenue_report],
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
# end_schedule
