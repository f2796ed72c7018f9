import json
import shutil
from datetime import datetime, timezone
from pathlib import Path

import dagster as dg
import joblib
import pandas as pd
from sklearn.metrics import f1_score, precision_score, recall_score, roc_auc_score
from sklearn.pipeline import Pipeline

from churn_prediction.defs.ingestion import FEATURE_COLUMNS

MODEL_DIR = Path("data/models")
PRODUCTION_MODEL = MODEL_DIR / "production" / "churn_model.joblib"
PRODUCTION_CARD = MODEL_DIR / "production" / "model_card.json"
MIN_ROC_AUC = 0.70


# start_metrics
@dg.asset(group_name="evaluation", kinds={"scikit-learn"})
def churn_model_metrics(
    context: dg.AssetExecutionContext,
    churn_model: Pipeline,
    churn_training_data: dict[str, pd.DataFrame],
) -> dict[str, float]:
    """Scores on the held-out customers the model never saw during training."""
    test = churn_training_data["test"]
    probabilities = churn_model.predict_proba(test[FEATURE_COLUMNS])[:, 1]
    predictions = (probabilities >= 0.5).astype(int)

    metrics = {
        "roc_auc": float(roc_auc_score(test["churned"], probabilities)),
        "precision": float(precision_score(test["churned"], predictions)),
        "recall": float(recall_score(test["churned"], predictions)),
        "f1": float(f1_score(test["churned"], predictions)),
    }
    context.add_output_metadata(metrics)
    return metrics


@dg.asset_check(asset=churn_model_metrics, blocking=True)
def churn_model_beats_minimum_auc(churn_model_metrics: dict[str, float]) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        passed=churn_model_metrics["roc_auc"] >= MIN_ROC_AUC,
        metadata={"roc_auc": churn_model_metrics["roc_auc"], "minimum": MIN_ROC_AUC},
    )
# end_metrics


# start_deploy
def deployed_roc_auc() -> float:
    if not PRODUCTION_CARD.exists():
        return 0.0
    return float(json.loads(PRODUCTION_CARD.read_text())["roc_auc"])


@dg.asset(group_name="deployment", kinds={"scikit-learn"})
def production_churn_model(
    context: dg.AssetExecutionContext,
    churn_model: Pipeline,
    churn_model_metrics: dict[str, float],
) -> dg.MaterializeResult:
    """Promote the candidate only when it beats the model currently in production."""
    candidate_auc = churn_model_metrics["roc_auc"]
    current_auc = deployed_roc_auc()

    if candidate_auc <= current_auc:
        context.log.info(
            f"Keeping the deployed model: candidate AUC {candidate_auc:.3f} "
            f"<= production AUC {current_auc:.3f}"
        )
        return dg.MaterializeResult(
            metadata={"promoted": False, "production_roc_auc": current_auc}
        )

    PRODUCTION_MODEL.parent.mkdir(parents=True, exist_ok=True)
    run_copy = MODEL_DIR / f"churn_model-{context.run.run_id}.joblib"
    joblib.dump(churn_model, run_copy)
    shutil.copyfile(run_copy, PRODUCTION_MODEL)
    PRODUCTION_CARD.write_text(
        json.dumps(
            {
                **churn_model_metrics,
                "run_id": context.run.run_id,
                "promoted_at": datetime.now(timezone.utc).isoformat(),
            },
            indent=2,
        )
    )
    return dg.MaterializeResult(
        metadata={
            "promoted": True,
            "production_roc_auc": candidate_auc,
            "previous_roc_auc": current_auc,
            "model_path": dg.MetadataValue.path(str(PRODUCTION_MODEL)),
        }
    )
# end_deploy


# start_scores
@dg.asset(group_name="deployment", kinds={"pandas"}, deps=[production_churn_model])
def churn_risk_scores(
    context: dg.AssetExecutionContext, customer_features: pd.DataFrame
) -> pd.DataFrame:
    """Churn probability for every active customer, scored with the production model."""
    model: Pipeline = joblib.load(PRODUCTION_MODEL)
    active = customer_features[customer_features["churned"] == 0]

    scores = active[["customer_id", "plan", "monthly_fee"]].copy()
    scores["churn_probability"] = model.predict_proba(active[FEATURE_COLUMNS])[:, 1]
    scores = scores.sort_values("churn_probability", ascending=False)

    Path("data/exports").mkdir(parents=True, exist_ok=True)
    scores.to_csv("data/exports/churn_risk_scores.csv", index=False)

    high_risk = scores[scores["churn_probability"] >= 0.7]
    context.add_output_metadata(
        {
            "dagster/row_count": len(scores),
            "high_risk_customers": len(high_risk),
            "monthly_revenue_at_risk": float(high_risk["monthly_fee"].sum()),
            "top_10_customer_ids": dg.MetadataValue.json(
                scores["customer_id"].head(10).tolist()
            ),
        }
    )
    return scores
# end_scores


# start_automation
weekly_retraining = dg.define_asset_job(
    name="weekly_retraining",
    selection=dg.AssetSelection.groups("ingestion", "training", "evaluation", "deployment"),
)

weekly_retraining_schedule = dg.ScheduleDefinition(
    job=weekly_retraining,
    cron_schedule="0 4 * * 1",  # Mondays at 04:00
)
# end_automation
