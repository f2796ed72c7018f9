from pathlib import Path
from typing import Union

import dspy

import dagster as dg
from ticket_triage.defs.resources import DSPyResource

PROGRAM_DIR = Path("data/programs")


# start_signature
class TriageTicket(dspy.Signature):
    """Assign a customer support ticket to exactly one category."""

    subject: str = dspy.InputField(desc="Subject line written by the customer")
    body: str = dspy.InputField(desc="Full text of the ticket")
    category: str = dspy.OutputField(
        desc="One of: billing, shipping, returns, account, product_question"
    )


class TicketTriage(dspy.Module):
    def __init__(self) -> None:
        super().__init__()
        self.classify = dspy.ChainOfThought(TriageTicket)

    def forward(self, subject: str, body: str) -> dspy.Prediction:
        return self.classify(subject=subject, body=body)
# end_signature


# start_helpers
def to_examples(records: list[dict[str, str]]) -> list[dspy.Example]:
    return [
        dspy.Example(
            subject=record["subject"], body=record["body"], category=record["category"]
        ).with_inputs("subject", "body")
        for record in records
    ]


def category_match(example: dspy.Example, prediction: dspy.Prediction, trace=None) -> bool:
    return prediction.category.strip().lower() == example.category


def dev_accuracy(program: dspy.Module, examples: list[dspy.Example]) -> float:
    correct = 0
    for example in examples:
        prediction = program(**example.inputs())
        correct += int(category_match(example, prediction))
    return correct / len(examples) if examples else 0.0
# end_helpers


# start_baseline
@dg.asset(kinds={"dspy"}, group_name="modeling")
def baseline_triage_program(
    context: dg.AssetExecutionContext,
    dspy_lm: DSPyResource,
    ticket_splits: dict[str, list[dict[str, str]]],
) -> dict[str, Union[float, str]]:
    """The unoptimized triage program, scored on the dev set."""
    dspy_lm.configure_lm()
    program = TicketTriage()
    accuracy = dev_accuracy(program, to_examples(ticket_splits["dev"]))

    PROGRAM_DIR.mkdir(parents=True, exist_ok=True)
    path = PROGRAM_DIR / "baseline_triage.json"
    program.save(str(path))

    context.add_output_metadata(
        {"dev_accuracy": accuracy, "program_path": dg.MetadataValue.path(str(path))}
    )
    return {"dev_accuracy": accuracy, "program_path": str(path)}
# end_baseline
