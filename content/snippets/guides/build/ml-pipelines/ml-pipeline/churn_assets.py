import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, roc_auc_score
from sklearn.model_selection import train_test_split

import dagster as dg

FEATURES = ["tenure_months", "orders_last_90d", "support_tickets", "avg_order_value"]
TARGET = "churned"


@dg.asset(group_name="churn_model", kinds={"pandas"})
def customer_features(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """One row per customer with the model's input features and the label."""
    df = pd.read_csv("data/customer_activity.csv")
    df = df.dropna(subset=FEATURES + [TARGET])
    context.add_output_metadata({"rows": len(df), "churn_rate": float(df[TARGET].mean())})
    return df


@dg.multi_asset(
    group_name="churn_model",
    outs={
        "training_data": dg.AssetOut(),
        "test_data": dg.AssetOut(),
    },
)
def train_test_split_data(customer_features: pd.DataFrame):
    train, test = train_test_split(
        customer_features, test_size=0.2, random_state=42, stratify=customer_features[TARGET]
    )
    yield dg.Output(train, output_name="training_data", metadata={"rows": len(train)})
    yield dg.Output(test, output_name="test_data", metadata={"rows": len(test)})


@dg.asset(group_name="churn_model", kinds={"scikitlearn"}, code_version="1")
def churn_model(
    context: dg.AssetExecutionContext, training_data: pd.DataFrame
) -> LogisticRegression:
    model = LogisticRegression(max_iter=1000, class_weight="balanced")
    model.fit(training_data[FEATURES], training_data[TARGET])
    context.add_output_metadata(
        {"training_rows": len(training_data), "features": ", ".join(FEATURES)}
    )
    return model


@dg.asset(group_name="churn_model")
def churn_model_evaluation(
    context: dg.AssetExecutionContext,
    churn_model: LogisticRegression,
    test_data: pd.DataFrame,
) -> dict[str, float]:
    predictions = churn_model.predict(test_data[FEATURES])
    probabilities = churn_model.predict_proba(test_data[FEATURES])[:, 1]
    scores = {
        "accuracy": float(accuracy_score(test_data[TARGET], predictions)),
        "roc_auc": float(roc_auc_score(test_data[TARGET], probabilities)),
    }
    # Metrics as metadata are plotted over time on the asset's page.
    context.add_output_metadata(scores)
    return scores


@dg.asset_check(asset=churn_model_evaluation, blocking=True)
def roc_auc_above_floor(churn_model_evaluation: dict[str, float]) -> dg.AssetCheckResult:
    auc = churn_model_evaluation["roc_auc"]
    return dg.AssetCheckResult(passed=auc >= 0.7, metadata={"roc_auc": auc})


@dg.asset(group_name="churn_model", deps=[churn_model_evaluation])
def churn_scores(
    churn_model: LogisticRegression, customer_features: pd.DataFrame
) -> pd.DataFrame:
    """Batch inference: a churn probability for every current customer."""
    scores = customer_features[["customer_id"]].copy()
    scores["churn_probability"] = churn_model.predict_proba(customer_features[FEATURES])[:, 1]
    return scores
