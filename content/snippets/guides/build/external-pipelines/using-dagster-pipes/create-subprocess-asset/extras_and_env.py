import sys
from pathlib import Path

import dagster as dg


@dg.asset
def scored_leads(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
) -> dg.MaterializeResult:
    script = Path(__file__).parent / "score_leads.py"
    return pipes_subprocess_client.run(
        command=[sys.executable, str(script)],
        context=context,
        # Read in the script with context.get_extra("threshold").
        extras={"threshold": 0.7, "run_date": "2025-03-01"},
        # Added to the subprocess's environment, on top of the parent's.
        env={"SCORING_MODEL": "v3"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[scored_leads],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
