import dagster as dg


@dg.definitions
def automation_sensors() -> dg.Definitions:
    return dg.Definitions(
        sensors=[
            # Evaluated in the code server instead of the daemon, so conditions
            # written in your own Python (AutomationCondition subclasses) can run.
            dg.AutomationConditionSensorDefinition(
                "custom_condition_sensor",
                target=dg.AssetSelection.groups("pricing"),
                use_user_code_server=True,
            ),
        ]
    )
