import dagster as dg


@dg.definitions
def automation() -> dg.Definitions:
    return dg.Definitions(
        sensors=[
            dg.AutomationConditionSensorDefinition(
                "finance_reporting_automation",
                target=dg.AssetSelection.groups("finance_reporting"),
                # Required for AutomationCondition subclasses defined in your code.
                use_user_code_server=True,
                default_status=dg.DefaultSensorStatus.RUNNING,
            )
        ]
    )
