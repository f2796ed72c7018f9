"""The same definitions on a pull request branch: every asset below shows a change badge."""

import dagster as dg


@dg.asset(code_version="v1", tags={"domain": "sales", "tier": "gold"})  # tags: added `tier`
def orders() -> None: ...


@dg.asset(code_version="v2")  # code version: v1 -> v2
def customers() -> None: ...


@dg.asset(
    deps=[orders, customers],  # dependencies: `customers` added
    metadata={"expected_columns": ["order_id", "amount", "reason"]},  # metadata: value changed
)
def returns() -> None: ...


@dg.asset(partitions_def=dg.WeeklyPartitionsDefinition(start_date="2023-01-01"))  # partitions: start moved
def weekly_orders() -> None: ...


@dg.asset(deps=[returns])  # new asset: shown as "New in branch"
def return_rate() -> None: ...


defs = dg.Definitions(assets=[orders, customers, returns, weekly_orders, return_rate])
