"""The definitions on `main`, which the base deployment (prod) runs."""

import dagster as dg


@dg.asset(code_version="v1", tags={"domain": "sales"})
def orders() -> None: ...


@dg.asset(code_version="v1")
def customers() -> None: ...


@dg.asset(deps=[orders], metadata={"expected_columns": ["order_id", "amount"]})
def returns() -> None: ...


@dg.asset(partitions_def=dg.WeeklyPartitionsDefinition(start_date="2024-01-01"))
def weekly_orders() -> None: ...


defs = dg.Definitions(assets=[orders, customers, returns, weekly_orders])
