import json
from collections import Counter
from pathlib import Path

from dagster_openai import OpenAIResource

import dagster as dg


class ValidationConfig(dg.Config):
    max_examples: int = 200  # cap the number of API calls per validation run
    min_accuracy: float = 0.8


# start_helpers
def read_examples(path: str, limit: int) -> list[tuple[list[dict], str]]:
    """(prompt messages, expected category) pairs from a chat-format JSONL file."""
    examples = []
    for line in Path(path).read_text(encoding="utf-8").splitlines()[:limit]:
        messages = json.loads(line)["messages"]
        prompt = [m for m in messages if m["role"] != "assistant"]
        expected = next(m["content"] for m in messages if m["role"] == "assistant")
        examples.append((prompt, expected))
    return examples


def summarize(pairs: list[tuple[str, str]]) -> dict:
    errors = Counter((expected, predicted) for expected, predicted in pairs if expected != predicted)
    correct = sum(expected == predicted for expected, predicted in pairs)
    return {
        "accuracy": correct / len(pairs) if pairs else 0.0,
        "examples": len(pairs),
        "top_confusions": [f"{e} -> {p} ({n})" for (e, p), n in errors.most_common(5)],
    }
# end_helpers


# start_validation
@dg.asset(
    kinds={"openai"},
    group_name="model_validation",
    # Blocking: a model below the threshold stops anything downstream, such as a deployment.
    check_specs=[dg.AssetCheckSpec("accurate_enough", asset="model_validation", blocking=True)],
)
def model_validation(
    context: dg.AssetExecutionContext,
    config: ValidationConfig,
    openai: OpenAIResource,
    fine_tuned_product_classifier: str,
    validation_file: str,
) -> dg.MaterializeResult:
    """Accuracy of the fine-tuned model on the held-out validation split."""
    pairs = []
    with openai.get_client(context) as client:
        for prompt, expected in read_examples(validation_file, config.max_examples):
            response = client.chat.completions.create(
                model=fine_tuned_product_classifier,
                messages=prompt,
                temperature=0,
                max_tokens=20,
            )
            predicted = (response.choices[0].message.content or "").strip()
            pairs.append((expected, predicted))

    summary = summarize(pairs)
    return dg.MaterializeResult(
        metadata={
            "model": fine_tuned_product_classifier,
            "accuracy": summary["accuracy"],
            "examples": summary["examples"],
            "top_confusions": dg.MetadataValue.json(summary["top_confusions"]),
        },
        check_results=[
            dg.AssetCheckResult(
                check_name="accurate_enough",
                passed=summary["accuracy"] >= config.min_accuracy,
                metadata={"accuracy": summary["accuracy"], "threshold": config.min_accuracy},
            )
        ],
    )
# end_validation

