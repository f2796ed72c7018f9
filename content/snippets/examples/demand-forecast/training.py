import dagster as dg
import pandas as pd
from sklearn.ensemble import GradientBoostingRegressor
from sklearn.metrics import mean_absolute_error

from demand_forecast.defs.resources import ModelStore

FEATURES = ["store_id", "day_of_week", "is_weekend", "lag_7", "lag_14", "mean_7_lag_7"]
TARGET = "units_sold"
# Training and the evaluation checks must agree on the holdout window.
HOLDOUT_DAYS = 28


# start_features
def build_features(history: pd.DataFrame) -> pd.DataFrame:
    """Calendar and lag features per store and day.

    Every lag is at least seven days old, so the same function can build the
    features for any day up to a week after the last observed day.
    """
    frame = history.sort_values(["store_id", "date"]).copy()
    by_store = frame.groupby("store_id")[TARGET]
    frame["lag_7"] = by_store.shift(7)
    frame["lag_14"] = by_store.shift(14)
    frame["mean_7_lag_7"] = by_store.transform(lambda s: s.shift(7).rolling(7).mean())
    frame["day_of_week"] = frame["date"].dt.dayofweek
    frame["is_weekend"] = (frame["day_of_week"] >= 5).astype(int)
    return frame


@dg.asset(group_name="training", kinds={"pandas"})
def demand_features(sales_history: pd.DataFrame) -> pd.DataFrame:
    """Training rows: every store-day with a complete set of lag features."""
    return build_features(sales_history).dropna(subset=FEATURES + [TARGET])
# end_features


# start_model
class DemandModelConfig(dg.Config):
    n_estimators: int = 200
    learning_rate: float = 0.05
    max_depth: int = 3


def split_by_date(features: pd.DataFrame, holdout_days: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The last `holdout_days` days are the test set; never shuffle time series."""
    cutoff = features["date"].max() - pd.Timedelta(days=holdout_days)
    return features[features["date"] <= cutoff], features[features["date"] > cutoff]


@dg.asset(group_name="training", kinds={"scikit-learn"})
def demand_model(
    context: dg.AssetExecutionContext,
    config: DemandModelConfig,
    demand_features: pd.DataFrame,
    model_store: ModelStore,
) -> dg.MaterializeResult:
    """Fit a gradient-boosted regressor and register it as the candidate model."""
    train, holdout = split_by_date(demand_features, HOLDOUT_DAYS)
    model = GradientBoostingRegressor(
        n_estimators=config.n_estimators,
        learning_rate=config.learning_rate,
        max_depth=config.max_depth,
        random_state=0,
    )
    model.fit(train[FEATURES], train[TARGET])

    version = context.run.run_id[:8]
    model_store.save_candidate(model, version)
    holdout_mae = mean_absolute_error(holdout[TARGET], model.predict(holdout[FEATURES]))
    return dg.MaterializeResult(
        metadata={
            "model_version": version,
            "training_rows": len(train),
            "holdout_rows": len(holdout),
            "holdout_mae": float(holdout_mae),
        }
    )
# end_model
