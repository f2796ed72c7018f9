import dagster as dg


@dg.asset(automation_condition=dg.AutomationCondition.eager())
def sessions() -> None: ...


@dg.asset(
    deps=[sessions],
    automation_condition=dg.AutomationCondition.eager(),
    group_name="marketing",
)
def campaign_attribution() -> None: ...


# Replaces the single default sensor for this code location: marketing assets get their
# own sensor, evaluated every 5 minutes; everything else stays on the default sensor.
marketing_sensor = dg.AutomationConditionSensorDefinition(
    name="marketing_automation",
    target=dg.AssetSelection.groups("marketing"),
    minimum_interval_seconds=300,
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(assets=[sessions, campaign_attribution], sensors=[marketing_sensor])
