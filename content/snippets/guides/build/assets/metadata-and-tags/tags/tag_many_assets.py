import dagster as dg


@dg.asset(group_name="finance")
def invoices() -> None: ...


@dg.asset(group_name="finance", deps=[invoices])
def revenue() -> None: ...


@dg.asset(group_name="marketing")
def campaigns() -> None: ...


def add_finance_ownership(spec: dg.AssetSpec) -> dg.AssetSpec:
    # merge_attributes adds to what the asset already has instead of replacing it.
    return spec.merge_attributes(tags={"cost_center": "fin-042"}, owners=["team:finance"])


@dg.definitions
def defs() -> dg.Definitions:
    base = dg.Definitions(assets=[invoices, revenue, campaigns])
    return base.map_resolved_asset_specs(func=add_finance_ownership, selection="group:finance")
