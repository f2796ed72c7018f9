import dagster as dg


@dg.multi_asset(
    specs=[
        dg.AssetSpec("customers", group_name="crm", kinds={"python"}),
        dg.AssetSpec("accounts", group_name="crm", kinds={"python"}),
    ],
    can_subset=True,
)
def crm_export(context: dg.AssetExecutionContext):
    """One call to the CRM API produces two tables."""
    for asset_key in context.selected_asset_keys:
        # Replace with real extraction logic for each table
        row_count = 120 if asset_key == dg.AssetKey("customers") else 45
        yield dg.MaterializeResult(
            asset_key=asset_key,
            metadata={"dagster/row_count": row_count},
        )
