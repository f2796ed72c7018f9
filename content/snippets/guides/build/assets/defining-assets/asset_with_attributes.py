import dagster as dg


@dg.asset(
    # The key becomes ["sales", "customer_lifetime_value"]
    key_prefix=["sales"],
    name="customer_lifetime_value",
    group_name="sales_analytics",
    description="Total revenue per customer since their first order.",
    kinds={"python", "duckdb"},
    tags={"domain": "sales", "tier": "gold"},
    owners=["team:analytics", "maria@example.com"],
    code_version="2",
    metadata={
        "dashboard": dg.MetadataValue.url("https://bi.example.com/d/clv"),
        "refresh_sla_hours": 24,
    },
)
def customer_lifetime_value(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    revenue_by_customer = {17: 1250.0, 23: 310.5, 41: 88.0}
    context.log.info(f"Computed lifetime value for {len(revenue_by_customer)} customers")
    return dg.MaterializeResult(
        metadata={
            "customer_count": len(revenue_by_customer),
            "top_customer_value": max(revenue_by_customer.values()),
        }
    )
