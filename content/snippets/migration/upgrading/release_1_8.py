import dagster as dg

# start_spec
# An asset that Dagster does not materialize: AssetSpec replaces SourceAsset.
vendor_feed = dg.AssetSpec("vendor_feed", description="Dropped into S3 by the vendor")
# end_spec


# start_condition
# auto_materialize_policy became automation_condition.
@dg.asset(deps=[vendor_feed], automation_condition=dg.AutomationCondition.eager())
def vendor_orders() -> None: ...
# end_condition


# start_sensor
# AutoMaterializeSensorDefinition became AutomationConditionSensorDefinition.
vendor_automation = dg.AutomationConditionSensorDefinition(
    "vendor_automation_sensor", target=dg.AssetSelection.assets(vendor_orders)
)
# end_sensor

defs = dg.Definitions(assets=[vendor_feed, vendor_orders], sensors=[vendor_automation])
