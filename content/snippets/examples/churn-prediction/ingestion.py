from pathlib import Path

import dagster as dg
import pandas as pd

RAW_DIR = Path("data/raw")


# start_raw_assets
def read_export(file_name: str) -> pd.DataFrame:
    path = RAW_DIR / file_name
    if not path.exists():
        raise FileNotFoundError(
            f"{path} is missing. Run `python generate_sample_data.py` from the project root."
        )
    return pd.read_csv(path)


@dg.asset(group_name="ingestion", kinds={"pandas", "csv"})
def raw_customers(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """Customer accounts exported nightly from the billing system."""
    customers = read_export("customers.csv")
    context.add_output_metadata({"dagster/row_count": len(customers)})
    return customers


@dg.asset(group_name="ingestion", kinds={"pandas", "csv"})
def raw_subscriptions(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """One row per customer with seats, fees, usage and payment failures."""
    subscriptions = read_export("subscriptions.csv")
    context.add_output_metadata({"dagster/row_count": len(subscriptions)})
    return subscriptions


@dg.asset(group_name="ingestion", kinds={"pandas", "csv"})
def raw_support_tickets(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """Support tickets opened in the last four months."""
    tickets = read_export("support_tickets.csv")
    context.add_output_metadata({"dagster/row_count": len(tickets)})
    return tickets
# end_raw_assets


# start_features
FEATURE_COLUMNS = [
    "tenure_days",
    "seats",
    "monthly_fee",
    "logins_last_30d",
    "payment_failures_90d",
    "tickets_total",
    "tickets_urgent",
    "plan",
    "country",
]


@dg.asset(group_name="ingestion", kinds={"pandas"})
def customer_features(
    context: dg.AssetExecutionContext,
    raw_customers: pd.DataFrame,
    raw_subscriptions: pd.DataFrame,
    raw_support_tickets: pd.DataFrame,
) -> pd.DataFrame:
    """One row per customer: model features plus the `churned` label."""
    ticket_counts = (
        raw_support_tickets.assign(urgent=raw_support_tickets["priority"] == "urgent")
        .groupby("customer_id")
        .agg(tickets_total=("ticket_id", "count"), tickets_urgent=("urgent", "sum"))
        .reset_index()
    )

    features = (
        raw_customers.merge(raw_subscriptions, on="customer_id", how="inner")
        .merge(ticket_counts, on="customer_id", how="left")
        .fillna({"tickets_total": 0, "tickets_urgent": 0})
    )
    signup = pd.to_datetime(features["signup_date"])
    features["tenure_days"] = (pd.Timestamp("2025-01-01") - signup).dt.days

    features = features[["customer_id", *FEATURE_COLUMNS, "churned"]]
    context.add_output_metadata(
        {
            "dagster/row_count": len(features),
            "churn_rate": float(features["churned"].mean()),
        }
    )
    return features
# end_features


# start_check
@dg.asset_check(asset=customer_features, blocking=True)
def customer_features_are_trainable(customer_features: pd.DataFrame) -> dg.AssetCheckResult:
    """Fail when the label is missing or the churn rate is implausible."""
    missing_labels = int(customer_features["churned"].isna().sum())
    churn_rate = float(customer_features["churned"].mean())
    duplicated = int(customer_features["customer_id"].duplicated().sum())
    return dg.AssetCheckResult(
        passed=missing_labels == 0 and duplicated == 0 and 0.01 <= churn_rate <= 0.6,
        metadata={
            "missing_labels": missing_labels,
            "duplicated_customers": duplicated,
            "churn_rate": churn_rate,
        },
    )
# end_check
