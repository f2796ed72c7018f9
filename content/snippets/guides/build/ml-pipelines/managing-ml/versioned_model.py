import pickle
from pathlib import Path

import pandas as pd
from sklearn.ensemble import GradientBoostingClassifier

import dagster as dg

FEATURES = ["tenure_months", "orders_last_90d", "support_tickets", "avg_order_value"]
MODEL_DIR = Path("models")


class ChurnModelConfig(dg.Config):
    n_estimators: int = 200
    learning_rate: float = 0.05
    max_depth: int = 3


# Bump code_version whenever the training logic changes. Dagster then marks
# this asset and everything downstream of it as unsynced.
@dg.asset(code_version="2025-03-gbm-v2", kinds={"scikitlearn"})
def churn_model(
    context: dg.AssetExecutionContext,
    config: ChurnModelConfig,
    training_data: pd.DataFrame,
) -> dg.MaterializeResult:
    model = GradientBoostingClassifier(
        n_estimators=config.n_estimators,
        learning_rate=config.learning_rate,
        max_depth=config.max_depth,
    )
    model.fit(training_data[FEATURES], training_data["churned"])

    # One file per run, so every version stays available for rollback.
    MODEL_DIR.mkdir(exist_ok=True)
    model_path = MODEL_DIR / f"churn_model_{context.run_id}.pkl"
    model_path.write_bytes(pickle.dumps(model))

    return dg.MaterializeResult(
        metadata={
            "model_path": dg.MetadataValue.path(str(model_path)),
            "hyperparameters": dg.MetadataValue.json(config.model_dump()),
            "training_rows": len(training_data),
        },
        # Identifies this exact artifact; downstream assets record it as
        # their input data version.
        data_version=dg.DataVersion(context.run_id),
    )
