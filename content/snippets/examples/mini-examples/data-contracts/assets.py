import pandas as pd
from contract_checks import contract_check_result, contract_check_spec, load_contract, table_schema

import dagster as dg

ORDERS_CONTRACT = load_contract("orders")


def build_orders() -> pd.DataFrame:
    """Stand-in for the query that builds the table."""
    return pd.DataFrame(
        {
            "order_id": ["o-1", "o-2", "o-3"],
            "customer_id": ["c-1", "c-2", "c-1"],
            "amount_eur": [20.0, 35.5, 12.0],
            "status": ["placed", "shipped", "placed"],
        }
    )


@dg.asset(
    owners=[ORDERS_CONTRACT["owner"]],
    metadata={"dagster/column_schema": table_schema(ORDERS_CONTRACT)},
    check_specs=[contract_check_spec(ORDERS_CONTRACT)],
)
def orders():
    df = build_orders()
    # Validate in the same step, before anything downstream can read the data.
    yield dg.Output(df, metadata={"dagster/row_count": len(df)})
    yield contract_check_result(df, ORDERS_CONTRACT)


@dg.asset(deps=[orders])
def revenue_by_customer() -> None: ...


defs = dg.Definitions(assets=[orders, revenue_by_customer])
