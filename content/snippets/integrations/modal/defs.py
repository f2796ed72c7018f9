from pathlib import Path

import dagster as dg
from dagster_modal import ModalClient


@dg.asset(
    kinds={"modal"},
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
)
def fraud_scores(
    context: dg.AssetExecutionContext, modal: ModalClient
) -> dg.MaterializeResult:
    return modal.run(
        func_ref="orders_scoring.py::main",
        context=context,
        extras={"batch_date": context.partition_key},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[fraud_scores],
    resources={
        # The directory that holds orders_scoring.py; `modal run` starts there.
        "modal": ModalClient(project_directory=Path(__file__).parent),
    },
)
