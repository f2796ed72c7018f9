from typing import Union

import dspy

import dagster as dg
from ticket_triage.defs.modeling import (
    PROGRAM_DIR,
    TicketTriage,
    category_match,
    dev_accuracy,
    to_examples,
)
from ticket_triage.defs.resources import DSPyResource


class OptimizationConfig(dg.Config):
    max_bootstrapped_demos: int = 4
    max_labeled_demos: int = 8


# start_optimize
@dg.asset(kinds={"dspy"}, group_name="optimization")
def optimized_triage_program(
    context: dg.AssetExecutionContext,
    config: OptimizationConfig,
    dspy_lm: DSPyResource,
    ticket_splits: dict[str, list[dict[str, str]]],
    baseline_triage_program: dict[str, Union[float, str]],
) -> dict[str, Union[float, str]]:
    """The triage program after BootstrapFewShot has picked demonstrations for it."""
    dspy_lm.configure_lm()
    optimizer = dspy.BootstrapFewShot(
        metric=category_match,
        max_bootstrapped_demos=config.max_bootstrapped_demos,
        max_labeled_demos=config.max_labeled_demos,
    )
    compiled = optimizer.compile(TicketTriage(), trainset=to_examples(ticket_splits["train"]))

    accuracy = dev_accuracy(compiled, to_examples(ticket_splits["dev"]))
    baseline = float(baseline_triage_program["dev_accuracy"])

    path = PROGRAM_DIR / "optimized_triage.json"
    compiled.save(str(path))

    context.add_output_metadata(
        {
            "dev_accuracy": accuracy,
            "baseline_dev_accuracy": baseline,
            "improvement": accuracy - baseline,
            "program_path": dg.MetadataValue.path(str(path)),
        }
    )
    return {"dev_accuracy": accuracy, "baseline_dev_accuracy": baseline, "program_path": str(path)}
# end_optimize


# start_check
@dg.asset_check(asset=optimized_triage_program)
def optimized_program_beats_baseline(
    optimized_triage_program: dict[str, Union[float, str]],
) -> dg.AssetCheckResult:
    accuracy = float(optimized_triage_program["dev_accuracy"])
    baseline = float(optimized_triage_program["baseline_dev_accuracy"])
    return dg.AssetCheckResult(
        passed=accuracy >= baseline,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"dev_accuracy": accuracy, "baseline_dev_accuracy": baseline},
    )
# end_check


# start_load
def load_optimized_triage(path: str) -> TicketTriage:
    """Rebuild the program in application code and apply the saved demonstrations."""
    program = TicketTriage()
    program.load(path)
    return program
# end_load
