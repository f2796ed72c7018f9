import dagster as dg


class CurrencyConfig(dg.Config):
    target_currency: str = "USD"


@dg.op
def load_raw_orders() -> list:
    return [
        {"order_id": 1, "amount": 20.0, "currency": "EUR", "email": "ana@example.com"},
        {"order_id": 2, "amount": -5.0, "currency": "USD", "email": ""},
        {"order_id": 3, "amount": 12.0, "currency": "USD", "email": "li@example.com"},
    ]


@dg.op
def drop_test_orders(orders: list) -> list:
    return [order for order in orders if order["email"]]


@dg.op
def convert_currency(config: CurrencyConfig, orders: list) -> list:
    rates = {"USD": 1.0, "EUR": 1.08}
    return [
        {**order, "amount": round(order["amount"] * rates[order["currency"]], 2), "currency": config.target_currency}
        for order in orders
    ]


@dg.op(out={"valid": dg.Out(list), "rejected": dg.Out(list)})
def split_valid(orders: list) -> tuple[list, list]:
    valid = [order for order in orders if order["amount"] > 0]
    rejected = [order for order in orders if order["amount"] <= 0]
    return valid, rejected


@dg.op
def write_orders(context: dg.OpExecutionContext, orders: list) -> None:
    context.log.info(f"Writing {len(orders)} clean orders")


@dg.op
def write_rejects(context: dg.OpExecutionContext, rejects: list) -> None:
    context.log.info(f"Quarantining {len(rejects)} rejected orders")


# A graph with one input and one output: usable like a single op.
@dg.graph
def clean_orders(raw_orders: list) -> list:
    return convert_currency(drop_test_orders(raw_orders))


# A graph with two named outputs, mapped with GraphOut.
@dg.graph(out={"valid": dg.GraphOut(), "rejected": dg.GraphOut()})
def validate_orders(orders: list):
    valid, rejected = split_valid(orders)
    return {"valid": valid, "rejected": rejected}


@dg.job
def order_cleanup_job():
    valid, rejected = validate_orders(clean_orders(load_raw_orders()))
    write_orders(valid)
    write_rejects(rejected)


# Config for an op inside a nested graph is addressed through each graph level.
nested_run_config = {
    "ops": {
        "clean_orders": {
            "ops": {
                "convert_currency": {"config": {"target_currency": "USD"}},
            }
        }
    }
}
