from collections import Counter
from typing import Union

import dspy

import dagster as dg
from ticket_triage.defs.ingestion import CATEGORIES
from ticket_triage.defs.optimization import load_optimized_triage
from ticket_triage.defs.resources import DSPyResource


class EvaluationConfig(dg.Config):
    # The lowest dev accuracy any single category may have before the program is rejected.
    min_category_accuracy: float = 0.6


# start_scoring
def score_by_category(pairs: list[tuple[str, str]]) -> dict[str, dict[str, float]]:
    """Accuracy per true category from (expected, predicted) pairs; plain Python, easy to test."""
    totals, correct = Counter(), Counter()
    for expected, predicted in pairs:
        totals[expected] += 1
        correct[expected] += int(expected == predicted)
    return {
        category: {"support": totals[category], "accuracy": correct[category] / totals[category]}
        for category in CATEGORIES
        if totals[category]
    }


def confusion_markdown(pairs: list[tuple[str, str]]) -> str:
    counts = Counter(pairs)
    header = "| expected \\ predicted | " + " | ".join(CATEGORIES) + " | other |"
    lines = [header, "|" + " --- |" * (len(CATEGORIES) + 2)]
    for expected in CATEGORIES:
        row = [str(counts[(expected, predicted)]) for predicted in CATEGORIES]
        other = sum(n for (e, p), n in counts.items() if e == expected and p not in CATEGORIES)
        lines.append(f"| {expected} | " + " | ".join(row) + f" | {other} |")
    return "\n".join(lines)
# end_scoring


# start_evaluation
@dg.asset(kinds={"dspy"}, group_name="evaluation")
def triage_evaluation(
    context: dg.AssetExecutionContext,
    dspy_lm: DSPyResource,
    ticket_splits: dict[str, list[dict[str, str]]],
    optimized_triage_program: dict[str, Union[float, str]],
) -> dict[str, dict[str, float]]:
    """Per-category accuracy of the optimized program on the dev set, with a confusion table."""
    dspy_lm.configure_lm()
    program = load_optimized_triage(str(optimized_triage_program["program_path"]))

    pairs = []
    for record in ticket_splits["dev"]:
        prediction: dspy.Prediction = program(subject=record["subject"], body=record["body"])
        pairs.append((record["category"], prediction.category.strip().lower()))

    scores = score_by_category(pairs)
    context.add_output_metadata(
        {
            "dev_examples": len(pairs),
            "worst_category_accuracy": min(s["accuracy"] for s in scores.values()),
            "confusion": dg.MetadataValue.md(confusion_markdown(pairs)),
            **{f"accuracy_{category}": s["accuracy"] for category, s in scores.items()},
        }
    )
    return scores
# end_evaluation


# start_gate
@dg.asset_check(asset=triage_evaluation, blocking=True)
def every_category_good_enough(
    config: EvaluationConfig, triage_evaluation: dict[str, dict[str, float]]
) -> dg.AssetCheckResult:
    weak = {
        category: round(s["accuracy"], 3)
        for category, s in triage_evaluation.items()
        if s["accuracy"] < config.min_category_accuracy
    }
    return dg.AssetCheckResult(passed=not weak, metadata={"weak_categories": weak})
# end_gate
