import dagster as dg

# start_contract
# The promise the `orders` asset makes to everyone downstream.
ORDERS_CONTRACT = dg.TableSchema(
    columns=[
        dg.TableColumn(
            "order_id", "string", constraints=dg.TableColumnConstraints(nullable=False, unique=True)
        ),
        dg.TableColumn(
            "customer_id", "string", constraints=dg.TableColumnConstraints(nullable=False)
        ),
        dg.TableColumn("amount_eur", "float", description="Order total in euros, tax included"),
        dg.TableColumn("ordered_at", "timestamp"),
    ]
)
# end_contract


def load_orders() -> list[dict]:
    """Stand-in for the query that builds the table."""
    return [
        {"order_id": "o-1", "customer_id": "c-1", "amount_eur": 20.0, "ordered_at": "2025-03-01T10:00"},
        {"order_id": "o-2", "customer_id": "c-2", "amount_eur": 35.5, "ordered_at": "2025-03-01T11:30"},
    ]


# start_producer
@dg.asset(metadata={"dagster/column_schema": ORDERS_CONTRACT}, owners=["team:orders"])
def orders() -> dg.MaterializeResult:
    rows = load_orders()
    # Record the schema actually produced, so schema changes show up between materializations.
    declared = {column.name: column.type for column in ORDERS_CONTRACT.columns}
    produced = list(rows[0]) if rows else []
    actual = dg.TableSchema(
        columns=[dg.TableColumn(name, declared.get(name, "unknown")) for name in produced]
    )
    return dg.MaterializeResult(
        value=rows,
        metadata={"dagster/row_count": len(rows), "dagster/column_schema": actual},
    )
# end_producer


# start_check
@dg.asset_check(asset=orders, blocking=True, description="orders matches its data contract")
def orders_honours_contract(orders: list[dict]) -> dg.AssetCheckResult:
    expected = {column.name for column in ORDERS_CONTRACT.columns}
    problems = []
    for row in orders:
        if set(row) != expected:
            problems.append(f"{row.get('order_id')}: columns {sorted(row)}")
        elif row["order_id"] is None or row["customer_id"] is None:
            problems.append(f"{row.get('order_id')}: missing id")
    ids = [row.get("order_id") for row in orders]
    if len(ids) != len(set(ids)):
        problems.append("duplicate order_id")
    return dg.AssetCheckResult(
        passed=not problems,
        metadata={"violations": len(problems), "examples": problems[:5]},
    )
# end_check


# start_consumer
@dg.asset(deps=[orders], automation_condition=dg.AutomationCondition.eager())
def revenue_by_day() -> None:
    """Owned by finance; relies on the orders contract, not on how orders is built."""


# Warn consumers when the schema of `orders` differs from its previous materialization.
schema_change_checks = dg.build_column_schema_change_checks(assets=[orders])
# end_consumer

defs = dg.Definitions(
    assets=[orders, revenue_by_day],
    asset_checks=[orders_honours_contract, *schema_change_checks],
)
