import dagster as dg

ORDERS_SCHEMA = dg.TableSchema(
    columns=[
        dg.TableColumn(
            "order_id",
            "bigint",
            description="Primary key",
            constraints=dg.TableColumnConstraints(nullable=False, unique=True),
        ),
        dg.TableColumn("customer_id", "bigint", description="References customers.customer_id"),
        dg.TableColumn("amount", "decimal(10,2)", description="Order total in USD"),
        dg.TableColumn("ordered_at", "timestamp", tags={"pii": "false"}),
    ]
)


# Known ahead of time: attach the schema as definition metadata.
@dg.asset(
    metadata={
        "dagster/column_schema": ORDERS_SCHEMA,
        "dagster/table_name": "analytics.public.orders",
    }
)
def orders() -> None: ...


# Only known after running: attach it to the materialization.
@dg.asset(deps=[orders])
def orders_pivot() -> dg.MaterializeResult:
    regions = ["emea", "apac", "amer"]  # discovered while building the table
    schema = dg.TableSchema(
        columns=[dg.TableColumn("day", "date")]
        + [dg.TableColumn(f"revenue_{region}", "decimal(12,2)") for region in regions]
    )
    return dg.MaterializeResult(
        metadata={
            "dagster/column_schema": schema,
            "dagster/row_count": 365,
        }
    )
