import pandas as pd
import wandb
from dagster_wandb import wandb_artifacts_io_manager, wandb_resource

import dagster as dg


@dg.asset(
    metadata={
        "wandb_artifact_configuration": {
            "type": "dataset",
            "description": "Per-customer order features for the churn model.",
            "aliases": ["training"],
        }
    },
)
def customer_features() -> wandb.Table:
    frame = pd.DataFrame(
        {
            "customer_id": [10, 11, 12, 13],
            "orders_90d": [4, 0, 1, 7],
            "days_since_last_order": [6, 140, 61, 2],
        }
    )
    # A wandb.Table is logged as-is and can be browsed in the W&B UI.
    return wandb.Table(dataframe=frame)


@dg.asset(
    ins={
        "features": dg.AssetIn(
            key="customer_features",
            metadata={"wandb_artifact_configuration": {"alias": "training"}},
        )
    },
    metadata={
        "wandb_artifact_configuration": {
            "type": "model",
            "serialization_module": {"name": "pickle"},
        }
    },
)
def churn_rules(features: wandb.Table) -> dict[str, float]:
    # Any picklable Python object can be an artifact; here a tiny rule-based "model".
    frame = features.get_dataframe()
    return {
        "max_days_since_last_order": float(frame["days_since_last_order"].median()),
        "min_orders_90d": 1.0,
    }


defs = dg.Definitions(
    assets=[customer_features, churn_rules],
    resources={
        "wandb_config": dg.make_values_resource(entity=str, project=str).configured(
            {"entity": "acme-ml", "project": "customer-churn"}
        ),
        "wandb_resource": wandb_resource.configured({"api_key": {"env": "WANDB_API_KEY"}}),
        "io_manager": wandb_artifacts_io_manager,
    },
)
