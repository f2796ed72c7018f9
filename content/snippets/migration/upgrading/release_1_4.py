import dagster as dg


# start_input_manager
# root_input_manager became input_manager; In(root_manager_key=) became In(input_manager_key=).
@dg.input_manager
def seed_loader(context: dg.InputContext) -> list[str]:
    return ["ana", "tom"]


@dg.op(ins={"users": dg.In(input_manager_key="seed_loader")})
def count_users(users: list[str]) -> int:
    return len(users)


@dg.job(resource_defs={"seed_loader": seed_loader})
def count_job():
    count_users()
# end_input_manager


# start_deps
@dg.asset
def raw_orders() -> None: ...


# non_argument_deps became deps; version became code_version.
@dg.asset(deps=[raw_orders], code_version="2")
def cleaned_orders() -> None: ...
# end_deps


# start_automation
# build_asset_reconciliation_sensor was removed; declare the behaviour on the asset.
@dg.asset(deps=[cleaned_orders], automation_condition=dg.AutomationCondition.eager())
def order_report() -> None: ...
# end_automation


defs = dg.Definitions(assets=[raw_orders, cleaned_orders, order_report], jobs=[count_job])
