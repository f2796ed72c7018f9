from pathlib import Path

import dagster as dg
from dagster_evidence import EvidenceResource

EVIDENCE_PROJECT = Path(__file__).parent / "sales_dashboard"


@dg.asset
def orders_daily() -> None:
    """Stand-in for the table the dashboard's `warehouse` source queries."""


@dg.asset(deps=[orders_daily], kinds={"evidence"})
def sales_dashboard(evidence: EvidenceResource) -> None:
    # `npm run sources --sources=warehouse`: refresh only the source that changed.
    evidence.sources(source="warehouse")
    # `npm run build`: render the static site into the project's build/ folder.
    evidence.build()


defs = dg.Definitions(
    assets=[orders_daily, sales_dashboard],
    resources={
        "evidence": EvidenceResource(project_path=str(EVIDENCE_PROJECT)),
    },
)
