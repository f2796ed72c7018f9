# score_leads.py, the entry point of the container image
from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        batch_size = pipes.get_extra("batch_size")
        pipes.log.info(f"Scoring leads in batches of {batch_size}")

        scored, high_intent = 5200, 312  # ... load leads, score them, write results ...

        pipes.report_asset_materialization(
            metadata={"leads_scored": scored, "high_intent_leads": high_intent}
        )


if __name__ == "__main__":
    main()
