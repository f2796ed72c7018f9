from dagster_duckdb import DuckDBResource

import dagster as dg

# start_partitions_def
monthly_partitions = dg.MonthlyPartitionsDefinition(start_date="2024-01-01")
# end_partitions_def


# start_monthly_sales
@dg.asset(
    deps=["order_details"],
    partitions_def=monthly_partitions,
    kinds={"duckdb"},
    group_name="analytics",
)
def monthly_sales(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """Revenue, orders and units per region and category for one calendar month."""
    month_start = context.partition_key  # for example "2024-03-01"
    window = context.partition_time_window
    month_end = window.end.strftime("%Y-%m-%d")

    with duckdb.get_connection() as conn:
        conn.execute(
            """
            create table if not exists monthly_sales (
                month date,
                region varchar,
                category varchar,
                orders bigint,
                units bigint,
                revenue double
            )
            """
        )
        # Delete, then insert: rerunning a month replaces it instead of doubling it.
        conn.execute("delete from monthly_sales where month = ?", [month_start])
        conn.execute(
            """
            insert into monthly_sales
            select
                cast(? as date) as month,
                region,
                category,
                count(distinct order_id) as orders,
                sum(quantity) as units,
                round(sum(revenue), 2) as revenue
            from order_details
            where order_date >= cast(? as date) and order_date < cast(? as date)
            group by region, category
            """,
            [month_start, month_start, month_end],
        )
        row = conn.execute(
            "select count(*), coalesce(sum(revenue), 0) from monthly_sales where month = ?",
            [month_start],
        ).fetchone()

    rows, revenue = (row[0], row[1]) if row else (0, 0.0)
    context.log.info(f"{month_start}: {rows} rows, revenue {revenue:.2f}")
    return dg.MaterializeResult(
        metadata={"dagster/row_count": rows, "revenue": float(revenue)}
    )
# end_monthly_sales
