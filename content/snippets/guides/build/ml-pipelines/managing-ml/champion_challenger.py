from typing import Optional

import pandas as pd
from sklearn.metrics import roc_auc_score

import dagster as dg

FEATURES = ["tenure_months", "orders_last_90d", "support_tickets", "avg_order_value"]


def latest_metric(
    context: dg.AssetExecutionContext, asset_key: dg.AssetKey, name: str
) -> Optional[float]:
    """Read a metadata value from the asset's most recent materialization."""
    event = context.instance.get_latest_materialization_event(asset_key)
    if event is None or event.asset_materialization is None:
        return None
    value = event.asset_materialization.metadata.get(name)
    return float(value.value) if value is not None else None


# output_required=False lets the asset finish without emitting a new model.
@dg.asset(code_version="1", output_required=False)
def production_churn_model(
    context: dg.AssetExecutionContext,
    churn_model,  # the freshly trained challenger
    test_data: pd.DataFrame,
):
    challenger_auc = float(
        roc_auc_score(test_data["churned"], churn_model.predict_proba(test_data[FEATURES])[:, 1])
    )
    champion_auc = latest_metric(context, context.asset_key, "roc_auc")

    if champion_auc is not None and challenger_auc <= champion_auc:
        # Keep serving the current model: skip the output, so no new
        # materialization is recorded and downstream assets are not triggered.
        context.log.info(
            f"Challenger AUC {challenger_auc:.3f} does not beat champion {champion_auc:.3f}"
        )
        return

    context.log.info(f"Promoting challenger with AUC {challenger_auc:.3f}")
    yield dg.Output(
        churn_model,
        metadata={"roc_auc": challenger_auc, "previous_roc_auc": champion_auc or 0.0},
    )
