import hashlib

import pandas as pd

import dagster as dg

CATEGORIES = ["billing", "shipping", "returns", "account", "product_question"]


class TicketSourceConfig(dg.Config):
    csv_path: str = "data/labeled_tickets.csv"


class SplitConfig(dg.Config):
    dev_fraction: float = 0.3


# start_labeled_tickets
@dg.asset(kinds={"pandas"}, group_name="ingestion")
def labeled_tickets(context: dg.AssetExecutionContext, config: TicketSourceConfig) -> pd.DataFrame:
    """Support tickets that an agent has already assigned to a category."""
    tickets = pd.read_csv(config.csv_path, dtype={"ticket_id": str})
    tickets["subject"] = tickets["subject"].fillna("").str.strip()
    tickets["body"] = tickets["body"].fillna("").str.strip()
    tickets["category"] = tickets["category"].fillna("").str.strip().str.lower()

    tickets = tickets[tickets["body"].str.len() > 0]
    tickets = tickets.drop_duplicates(subset="ticket_id")

    context.add_output_metadata(
        {
            "row_count": len(tickets),
            "tickets_per_category": dg.MetadataValue.json(
                tickets["category"].value_counts().to_dict()
            ),
        }
    )
    return tickets[["ticket_id", "subject", "body", "category"]]
# end_labeled_tickets


# start_check
@dg.asset_check(asset=labeled_tickets, blocking=True)
def labeled_tickets_have_known_categories(labeled_tickets: pd.DataFrame) -> dg.AssetCheckResult:
    unknown = labeled_tickets[~labeled_tickets["category"].isin(CATEGORIES)]
    return dg.AssetCheckResult(
        passed=unknown.empty,
        metadata={
            "unknown_rows": len(unknown),
            "sample_ticket_ids": dg.MetadataValue.json(unknown["ticket_id"].head(10).tolist()),
        },
    )
# end_check


# start_splits
def is_dev_ticket(ticket_id: str, dev_fraction: float) -> bool:
    """Place a ticket in the dev set based on a hash of its id, so reruns keep the same split."""
    bucket = int(hashlib.sha256(ticket_id.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return bucket < dev_fraction


@dg.asset(kinds={"python"}, group_name="ingestion")
def ticket_splits(
    context: dg.AssetExecutionContext, config: SplitConfig, labeled_tickets: pd.DataFrame
) -> dict[str, list[dict[str, str]]]:
    """Training and development sets, as plain records that DSPy examples are built from."""
    records: list[dict[str, str]] = labeled_tickets.to_dict(orient="records")
    train = [r for r in records if not is_dev_ticket(r["ticket_id"], config.dev_fraction)]
    dev = [r for r in records if is_dev_ticket(r["ticket_id"], config.dev_fraction)]

    context.add_output_metadata({"train_size": len(train), "dev_size": len(dev)})
    return {"train": train, "dev": dev}
# end_splits
