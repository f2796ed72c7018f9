import pandas as pd

import dagster as dg

REFERENCE_MEANS = {"orders_last_90d": 4.2, "avg_order_value": 57.0}


@dg.asset
def scoring_features() -> pd.DataFrame:
    return pd.read_parquet("s3://ml-lake/features/churn/scoring.parquet")


@dg.asset_check(asset=scoring_features)
def feature_drift(scoring_features: pd.DataFrame) -> dg.AssetCheckResult:
    """Warn when a feature's mean moves more than 25% from the training data."""
    drift = {
        name: abs(scoring_features[name].mean() - ref) / ref
        for name, ref in REFERENCE_MEANS.items()
    }
    worst = max(drift, key=lambda name: drift[name])
    return dg.AssetCheckResult(
        passed=drift[worst] <= 0.25,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={f"{name}_relative_shift": float(v) for name, v in drift.items()},
        description=f"Largest shift: {worst}",
    )
