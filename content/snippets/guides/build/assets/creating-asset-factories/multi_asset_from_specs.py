import dagster as dg

TABLES = ["customers", "orders", "payments"]


def replicate(table: str) -> int:
    """Stands in for copying one table; returns the number of rows copied."""
    return 100


# One function, one asset per table. can_subset=True lets the UI materialize a
# single table; the function then only sees the selected keys.
@dg.multi_asset(
    specs=[dg.AssetSpec(["raw", table], group_name="replication", kinds={"postgres"}) for table in TABLES],
    can_subset=True,
)
def replicated_tables(context: dg.AssetExecutionContext):
    for key in context.selected_asset_keys:
        table = key.path[-1]
        rows = replicate(table)
        yield dg.MaterializeResult(asset_key=key, metadata={"dagster/row_count": rows})


defs = dg.Definitions(assets=[replicated_tables])
