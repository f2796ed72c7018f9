"""Plain Dagster: descriptions, owners and column schemas a catalog such as Secoda can show.

Nothing here calls Secoda. Secoda's own Dagster integration is set up in Secoda.
"""

import dagster as dg

CUSTOMERS_SCHEMA = dg.TableSchema(
    columns=[
        dg.TableColumn("customer_id", "integer", description="Primary key."),
        dg.TableColumn("email", "varchar", description="Lower-cased; personal data."),
        dg.TableColumn("country", "char(2)", description="ISO 3166-1 alpha-2 code."),
        dg.TableColumn("lifetime_value", "numeric", description="Net revenue to date, EUR."),
    ]
)


@dg.asset(
    group_name="crm",
    owners=["team:crm-data"],
    tags={"pii": "true"},
    kinds={"postgres"},
    description="Deduplicated customers, one row per customer.",
    metadata={"dagster/column_schema": CUSTOMERS_SCHEMA},
)
def customers() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"dagster/row_count": 18_204})


@dg.asset(
    deps=[customers],
    group_name="crm",
    owners=["team:crm-data"],
    kinds={"postgres"},
    description="Customers whose lifetime value exceeds 1,000 EUR.",
)
def high_value_customers() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"dagster/row_count": 1_342})


defs = dg.Definitions(assets=[customers, high_value_customers])
