import pandas as pd
from dagster_mlflow import end_mlflow_on_run_finished, mlflow_tracking
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split

import dagster as dg


@dg.asset
def churn_training_data() -> pd.DataFrame:
    # Stand-in for a query against your customer features table.
    return pd.DataFrame(
        {
            "orders_90d": [5, 0, 2, 7, 1, 0, 3, 6, 0, 4, 1, 8],
            "days_since_last_order": [4, 120, 35, 2, 80, 150, 20, 6, 95, 12, 60, 3],
            "support_tickets_90d": [0, 3, 1, 0, 2, 4, 0, 1, 2, 0, 1, 0],
            "churned": [0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0],
        }
    )


@dg.asset(required_resource_keys={"mlflow"})
def churn_model(
    context: dg.AssetExecutionContext, churn_training_data: pd.DataFrame
) -> LogisticRegression:
    # The resource forwards to the `mlflow` module, already inside the MLflow
    # run that belongs to this Dagster run.
    mlflow = context.resources.mlflow

    features = churn_training_data.drop(columns=["churned"])
    target = churn_training_data["churned"]
    x_train, x_test, y_train, y_test = train_test_split(
        features, target, test_size=0.33, random_state=7, stratify=target
    )

    params = {"C": 0.5, "max_iter": 200}
    mlflow.log_params(params)
    model = LogisticRegression(**params).fit(x_train, y_train)

    auc = float(roc_auc_score(y_test, model.predict_proba(x_test)[:, 1]))
    mlflow.log_metric("test_auc", auc)
    mlflow.sklearn.log_model(model, "churn_model")

    context.add_output_metadata({"test_auc": auc})
    return model


# The hook closes the MLflow run when the Dagster run finishes.
train_churn_model = dg.define_asset_job(
    name="train_churn_model",
    selection=[churn_training_data, churn_model],
    hooks={end_mlflow_on_run_finished},
)

defs = dg.Definitions(
    assets=[churn_training_data, churn_model],
    jobs=[train_churn_model],
    resources={
        "mlflow": mlflow_tracking.configured(
            {
                "experiment_name": "customer_churn",
                "mlflow_tracking_uri": "http://mlflow.internal:5000",
                "env_to_tag": ["GIT_COMMIT"],
                "extra_tags": {"team": "growth"},
            }
        )
    },
)
