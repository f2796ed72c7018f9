import dagster as dg

# start_specs
# external_assets_from_specs is gone: pass the specs themselves.
crm_specs = [
    dg.AssetSpec("crm_accounts", group_name="crm"),
    dg.AssetSpec("crm_contacts", group_name="crm"),
]
# end_specs

# start_sensor
# AutomationConditionSensorDefinition takes `target` instead of `asset_selection`.
crm_sensor = dg.AutomationConditionSensorDefinition(
    "crm_automation_sensor", target=dg.AssetSelection.groups("crm")
)
# end_sensor


# start_deps
# deps takes a list, not a single AssetKey.
@dg.asset(deps=[dg.AssetKey("crm_accounts")])
def account_health() -> None: ...
# end_deps


defs = dg.Definitions(assets=[*crm_specs, account_health], sensors=[crm_sensor])
