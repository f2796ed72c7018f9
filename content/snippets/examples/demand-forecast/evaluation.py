import dagster as dg
import pandas as pd
from sklearn.metrics import mean_absolute_error

from demand_forecast.defs.resources import ModelStore
from demand_forecast.defs.training import (
    FEATURES,
    HOLDOUT_DAYS,
    TARGET,
    demand_model,
    split_by_date,
)


# start_baseline_check
@dg.asset_check(
    asset=demand_model,
    additional_ins={"demand_features": dg.AssetIn("demand_features")},
    blocking=True,
)
def beats_seasonal_naive(
    demand_features: pd.DataFrame, model_store: ModelStore
) -> dg.AssetCheckResult:
    """The candidate must beat "same weekday last week" by at least 5% MAE."""
    _, holdout = split_by_date(demand_features, HOLDOUT_DAYS)
    model = model_store.load(model_store.candidate_version())

    model_mae = mean_absolute_error(holdout[TARGET], model.predict(holdout[FEATURES]))
    naive_mae = mean_absolute_error(holdout[TARGET], holdout["lag_7"])
    improvement = 1 - model_mae / naive_mae
    return dg.AssetCheckResult(
        passed=bool(improvement >= 0.05),
        metadata={
            "model_mae": float(model_mae),
            "seasonal_naive_mae": float(naive_mae),
            "improvement": float(improvement),
        },
    )
# end_baseline_check


# start_sanity_check
@dg.asset_check(
    asset=demand_model,
    additional_ins={"demand_features": dg.AssetIn("demand_features")},
    blocking=True,
)
def forecasts_are_plausible(
    demand_features: pd.DataFrame, model_store: ModelStore
) -> dg.AssetCheckResult:
    """No negative demand, and nothing wildly above what a store has ever sold."""
    _, holdout = split_by_date(demand_features, HOLDOUT_DAYS)
    predictions = model_store.load(model_store.candidate_version()).predict(holdout[FEATURES])
    ceiling = 2 * demand_features[TARGET].max()
    negative = int((predictions < 0).sum())
    too_high = int((predictions > ceiling).sum())
    return dg.AssetCheckResult(
        passed=negative == 0 and too_high == 0,
        metadata={"negative_predictions": negative, "above_ceiling": too_high},
    )
# end_sanity_check


# start_store_check
@dg.asset_check(
    asset=demand_model,
    additional_ins={"demand_features": dg.AssetIn("demand_features")},
)
def error_is_even_across_stores(
    demand_features: pd.DataFrame, model_store: ModelStore
) -> dg.AssetCheckResult:
    """Warn when one store's error is far above the others'."""
    _, holdout = split_by_date(demand_features, HOLDOUT_DAYS)
    model = model_store.load(model_store.candidate_version())
    holdout = holdout.assign(abs_error=(holdout[TARGET] - model.predict(holdout[FEATURES])).abs())
    mae_by_store = holdout.groupby("store_id")["abs_error"].mean()
    worst_ratio = float(mae_by_store.max() / mae_by_store.median())
    return dg.AssetCheckResult(
        passed=worst_ratio <= 2.0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={
            "worst_store": int(mae_by_store.idxmax()),
            "worst_to_median_ratio": worst_ratio,
        },
    )
# end_store_check
