import dagster as dg


@dg.asset(group_name="staging")
def stg_orders() -> None: ...


@dg.asset(group_name="marts", deps=[stg_orders])
def fct_orders() -> None: ...


@dg.asset(group_name="marts", deps=[fct_orders])
def orders_by_region() -> None: ...


def eager_unless_set(spec: dg.AssetSpec) -> dg.AssetSpec:
    # Keep a condition set on the asset itself; give every other mart asset `eager`.
    if spec.automation_condition is not None:
        return spec
    return spec.replace_attributes(automation_condition=dg.AutomationCondition.eager())


@dg.definitions
def defs() -> dg.Definitions:
    base = dg.Definitions(assets=[stg_orders, fct_orders, orders_by_region])
    return base.map_resolved_asset_specs(func=eager_unless_set, selection="group:marts")
