import dagster as dg

# Delivered nightly by a partner over SFTP; Dagster doesn't produce it.
partner_transactions = dg.AssetSpec(
    key=["partner", "transactions"],
    description="Raw transaction CSV uploaded by the payments partner.",
    group_name="external",
    owners=["team:payments"],
    kinds={"csv", "sftp"},
)

# Built by a legacy cron job in the warehouse, from the partner file.
warehouse_transactions = dg.AssetSpec(
    key=["warehouse", "transactions"],
    deps=[partner_transactions],
    group_name="external",
    kinds={"snowflake"},
    metadata={"dagster/table_name": "analytics.public.transactions"},
)


# A Dagster asset downstream of the external ones.
@dg.asset(deps=[warehouse_transactions], group_name="finance")
def daily_settlements() -> None:
    ...  # query analytics.public.transactions and write the settlement table
