from typing import Optional

import dagster as dg
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

from churn_prediction.defs.ingestion import FEATURE_COLUMNS

NUMERIC_COLUMNS = [c for c in FEATURE_COLUMNS if c not in ("plan", "country")]
CATEGORICAL_COLUMNS = ["plan", "country"]


# start_split
class SplitConfig(dg.Config):
    test_size: float = 0.2
    random_state: int = 7


@dg.asset(group_name="training", kinds={"scikit-learn"})
def churn_training_data(
    context: dg.AssetExecutionContext,
    config: SplitConfig,
    customer_features: pd.DataFrame,
) -> dict[str, pd.DataFrame]:
    """Stratified train/test split, kept as one asset so both halves always match."""
    train, test = train_test_split(
        customer_features,
        test_size=config.test_size,
        random_state=config.random_state,
        stratify=customer_features["churned"],
    )
    context.add_output_metadata(
        {"train_rows": len(train), "test_rows": len(test)}
    )
    return {"train": train, "test": test}
# end_split


# start_model
class ModelConfig(dg.Config):
    n_estimators: int = 300
    max_depth: Optional[int] = 8
    min_samples_leaf: int = 5


@dg.asset(group_name="training", kinds={"scikit-learn"})
def churn_model(
    context: dg.AssetExecutionContext,
    config: ModelConfig,
    churn_training_data: dict[str, pd.DataFrame],
) -> Pipeline:
    """Preprocessing and a random forest, fitted together as one scikit-learn pipeline."""
    train = churn_training_data["train"]

    preprocess = ColumnTransformer(
        [
            ("numeric", StandardScaler(), NUMERIC_COLUMNS),
            ("categorical", OneHotEncoder(handle_unknown="ignore"), CATEGORICAL_COLUMNS),
        ]
    )
    model = Pipeline(
        [
            ("preprocess", preprocess),
            (
                "classifier",
                RandomForestClassifier(
                    n_estimators=config.n_estimators,
                    max_depth=config.max_depth,
                    min_samples_leaf=config.min_samples_leaf,
                    class_weight="balanced",
                    random_state=7,
                    n_jobs=-1,
                ),
            ),
        ]
    )
    model.fit(train[FEATURE_COLUMNS], train["churned"])

    context.add_output_metadata(
        {
            "n_estimators": config.n_estimators,
            "max_depth": str(config.max_depth),
            "training_rows": len(train),
            "train_accuracy": float(model.score(train[FEATURE_COLUMNS], train["churned"])),
        }
    )
    return model
# end_model
