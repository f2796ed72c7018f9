from pathlib import Path

import dagster as dg
import pandas as pd

from demand_forecast.defs.resources import ModelStore
from demand_forecast.defs.training import FEATURES, TARGET, build_features, demand_model

FORECAST_DAYS = 7


# start_promote
@dg.asset(group_name="deployment", deps=[demand_model], kinds={"scikit-learn"})
def production_demand_model(
    context: dg.AssetExecutionContext, model_store: ModelStore
) -> dg.MaterializeResult:
    """Point production at the candidate that just passed the blocking checks."""
    previous = model_store.production_version()
    candidate = model_store.candidate_version()
    model_store.promote(candidate)
    context.log.info(f"Promoted demand model {candidate} (was {previous})")
    return dg.MaterializeResult(
        metadata={"model_version": candidate, "previous_version": str(previous)}
    )
# end_promote


# start_forecast
@dg.asset(
    group_name="deployment",
    deps=[production_demand_model],
    kinds={"pandas"},
    automation_condition=dg.AutomationCondition.eager(),
)
def demand_forecast(
    context: dg.AssetExecutionContext,
    sales_history: pd.DataFrame,
    model_store: ModelStore,
) -> pd.DataFrame:
    """Expected units per store for the seven days after the last ingested day."""
    version = model_store.production_version()
    if version is None:
        raise dg.Failure("No production model yet; materialize production_demand_model first.")
    model = model_store.load(version)

    last_day = sales_history["date"].max()
    future_days = pd.date_range(last_day + pd.Timedelta(days=1), periods=FORECAST_DAYS)
    future = pd.MultiIndex.from_product(
        [future_days, sales_history["store_id"].unique()], names=["date", "store_id"]
    ).to_frame(index=False)
    future[TARGET] = float("nan")

    frame = build_features(pd.concat([sales_history, future], ignore_index=True))
    upcoming = frame[frame["date"] > last_day].copy()
    upcoming["forecast_units"] = model.predict(upcoming[FEATURES]).round().astype(int)
    forecast = upcoming[["date", "store_id", "forecast_units"]]

    Path("data/exports").mkdir(parents=True, exist_ok=True)
    forecast.to_csv("data/exports/demand_forecast.csv", index=False)
    context.add_output_metadata(
        {
            "model_version": version,
            "first_day": str(future_days[0].date()),
            "total_forecast_units": int(forecast["forecast_units"].sum()),
        }
    )
    return forecast
# end_forecast
