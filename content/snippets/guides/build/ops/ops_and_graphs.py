import dagster as dg


class OrderFilterConfig(dg.Config):
    min_amount: float = 0.0
    currency: str = "USD"


@dg.op(out=dg.Out(list, description="Raw order rows from the source system"))
def fetch_orders(context: dg.OpExecutionContext) -> list:
    orders = [
        {"order_id": 1001, "amount": 19.99, "currency": "USD"},
        {"order_id": 1002, "amount": 4.50, "currency": "USD"},
        {"order_id": 1003, "amount": 250.00, "currency": "EUR"},
    ]
    context.log.info(f"Fetched {len(orders)} orders")
    return orders


@dg.op(ins={"orders": dg.In(description="Order rows to filter")})
def filter_orders(config: OrderFilterConfig, orders: list) -> list:
    return [
        order
        for order in orders
        if order["amount"] >= config.min_amount and order["currency"] == config.currency
    ]


@dg.op(out={"revenue": dg.Out(float), "order_count": dg.Out(int)})
def summarize_orders(orders: list) -> tuple[float, int]:
    return sum(order["amount"] for order in orders), len(orders)


@dg.op
def publish_summary(context: dg.OpExecutionContext, revenue: float, order_count: int) -> None:
    context.log.info(f"{order_count} orders, {revenue:.2f} in revenue")


@dg.op(ins={"after": dg.In(dg.Nothing)})
def notify_finance(context: dg.OpExecutionContext) -> None:
    # Receives no data; the Nothing input only orders it after publish_summary.
    context.log.info("Daily order summary is ready")


@dg.graph
def daily_order_summary():
    revenue, order_count = summarize_orders(filter_orders(fetch_orders()))
    notify_finance(after=publish_summary(revenue, order_count))


# A graph becomes executable once it is bound into a job.
daily_order_summary_job = daily_order_summary.to_job(
    name="daily_order_summary_job",
    config=dg.RunConfig(ops={"filter_orders": OrderFilterConfig(min_amount=5.0)}),
)
