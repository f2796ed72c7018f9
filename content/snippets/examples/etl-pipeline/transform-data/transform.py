import duckdb

import dagster as dg

DATABASE_PATH = "data/etl.duckdb"


# start_order_details
@dg.asset(
    deps=["raw_orders", "raw_customers", "raw_products"],
    kinds={"duckdb"},
    group_name="transformation",
)
def order_details(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """One row per order line, with customer region, product category and revenue."""
    query = """
        create or replace table order_details as
        select
            o.order_id,
            o.order_date,
            o.status,
            c.customer_id,
            c.region,
            p.product_id,
            p.name as product_name,
            p.category,
            o.quantity,
            p.unit_price,
            o.quantity * p.unit_price as revenue
        from raw_orders o
        join raw_customers c on o.customer_id = c.customer_id
        join raw_products p on o.product_id = p.product_id
        where o.status != 'cancelled'
    """
    with duckdb.connect(DATABASE_PATH) as conn:
        conn.execute(query)
        row = conn.execute("select count(*) from order_details").fetchone()
    row_count = row[0] if row else 0
    context.log.info(f"order_details has {row_count} rows")
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})
# end_order_details


# start_product_performance
@dg.asset(deps=[order_details], kinds={"duckdb"}, group_name="transformation")
def product_performance() -> dg.MaterializeResult:
    """Units sold, revenue and distinct buyers per product, all time."""
    query = """
        create or replace table product_performance as
        select
            product_id,
            product_name,
            category,
            sum(quantity) as units_sold,
            round(sum(revenue), 2) as revenue,
            count(distinct customer_id) as buyers
        from order_details
        group by product_id, product_name, category
        order by revenue desc
    """
    with duckdb.connect(DATABASE_PATH) as conn:
        conn.execute(query)
        top = conn.execute(
            "select product_name, revenue from product_performance limit 1"
        ).fetchone()
    metadata: dict[str, str] = {}
    if top:
        metadata["top_product"] = f"{top[0]} ({top[1]:.2f})"
    return dg.MaterializeResult(metadata=metadata)
# end_product_performance
