import dagster as dg


@dg.asset(
    key=["marts", "customer_lifetime_value"],
    group_name="marts",
    owners=["team:analytics", "maria.lopez@example.com"],
    tags={"domain": "customers", "tier": "gold"},
    kinds={"snowflake"},
    description="Lifetime revenue per customer, refreshed nightly for the CRM sync.",
    deps=[dg.AssetKey(["staging", "orders"]), dg.AssetKey(["staging", "customers"])],
    metadata={
        # Shown as the asset's table schema in the catalog and on the asset page.
        "dagster/column_schema": dg.TableSchema(
            columns=[
                dg.TableColumn("customer_id", "string", description="Primary key"),
                dg.TableColumn("first_order_at", "timestamp"),
                dg.TableColumn("lifetime_revenue", "numeric(12,2)"),
            ]
        ),
        "dagster/table_name": "analytics.marts.customer_lifetime_value",
    },
)
def customer_lifetime_value() -> dg.MaterializeResult:
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": 48_213,
            # Column lineage: where each output column comes from.
            "dagster/column_lineage": dg.TableColumnLineage(
                deps_by_column={
                    "customer_id": [
                        dg.TableColumnDep(
                            asset_key=dg.AssetKey(["staging", "customers"]),
                            column_name="id",
                        )
                    ],
                    "lifetime_revenue": [
                        dg.TableColumnDep(
                            asset_key=dg.AssetKey(["staging", "orders"]),
                            column_name="amount",
                        )
                    ],
                }
            ),
        }
    )
