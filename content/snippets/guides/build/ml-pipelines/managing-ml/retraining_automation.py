import pandas as pd

import dagster as dg


@dg.asset(
    # Rebuild the features every morning once the raw tables have landed.
    automation_condition=dg.AutomationCondition.on_cron("0 5 * * *"),
)
def training_data() -> pd.DataFrame:
    return pd.read_parquet("s3://ml-lake/features/churn/latest.parquet")


@dg.asset(
    code_version="3",
    # Retrain as soon as new training data exists, and also right after a
    # deploy that changed this asset's code version.
    automation_condition=(
        dg.AutomationCondition.eager() | dg.AutomationCondition.code_version_changed()
    ),
)
def churn_model(training_data: pd.DataFrame) -> dict[str, float]:
    ...
    return {"accuracy": 0.91}


@dg.asset(
    deps=["churn_model"],
    # An expensive model: retrain at most once a week, after its inputs updated.
    automation_condition=dg.AutomationCondition.on_cron("0 2 * * 1"),
)
def lifetime_value_model() -> None: ...
