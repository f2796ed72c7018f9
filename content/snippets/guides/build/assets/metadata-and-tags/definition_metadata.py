import dagster as dg


@dg.asset(
    owners=["team:data-platform", "priya@example.com"],
    description="One row per order line, refreshed hourly from the shop database.",
    metadata={
        "source_system": "shop-postgres",
        "runbook": dg.MetadataValue.url("https://wiki.example.com/runbooks/order-lines"),
        "dagster/uri": "s3://analytics-lake/order_lines/",
        "notes": dg.MetadataValue.md("**Do not** join on `sku` before 2023-01-01; SKUs were reissued."),
    },
)
def order_lines() -> None: ...
