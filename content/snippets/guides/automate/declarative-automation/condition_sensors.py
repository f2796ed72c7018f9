import dagster as dg

defs = dg.Definitions(
    sensors=[
        # One sensor per team: each team can pause its own automation.
        dg.AutomationConditionSensorDefinition(
            "finance_automation_sensor",
            target=dg.AssetSelection.groups("finance"),
            default_status=dg.DefaultSensorStatus.RUNNING,
            run_tags={"team": "finance"},
        ),
        dg.AutomationConditionSensorDefinition(
            "marketing_automation_sensor",
            target=dg.AssetSelection.groups("marketing"),
            minimum_interval_seconds=300,
            run_tags={"team": "marketing"},
        ),
    ],
)
