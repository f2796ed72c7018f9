import json
from pathlib import Path

from dagster_duckdb import DuckDBResource

import dagster as dg

OUTPUT_DIR = Path("data/fine_tuning")

SYSTEM_PROMPT = (
    "You assign products from an online home-goods shop to a catalog category. "
    "Answer with the category name only."
)


# start_write
def write_chat_jsonl(rows: list[tuple[str, str]], path: Path) -> int:
    """Write one chat-format training example per line and return the number written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for prompt_text, category in rows:
            example = {
                "messages": [
                    {"role": "system", "content": SYSTEM_PROMPT},
                    {"role": "user", "content": prompt_text},
                    {"role": "assistant", "content": category},
                ]
            }
            handle.write(json.dumps(example, ensure_ascii=False) + "\n")
    return len(rows)


def export_split(duckdb: DuckDBResource, split: str, path: Path) -> dg.Output[str]:
    with duckdb.get_connection() as conn:
        rows = conn.execute(
            "select prompt_text, category from labeled_products where split = ? order by product_id",
            [split],
        ).fetchall()
    count = write_chat_jsonl(rows, path)
    return dg.Output(
        str(path),
        metadata={"example_count": count, "path": dg.MetadataValue.path(str(path))},
    )
# end_write


# start_assets
@dg.asset(deps=["labeled_products"], kinds={"python"}, group_name="file_creation")
def training_file(duckdb: DuckDBResource) -> dg.Output[str]:
    """JSONL file of chat examples used to train the model."""
    return export_split(duckdb, "train", OUTPUT_DIR / "train.jsonl")


@dg.asset(deps=["labeled_products"], kinds={"python"}, group_name="file_creation")
def validation_file(duckdb: DuckDBResource) -> dg.Output[str]:
    """JSONL file of chat examples OpenAI uses to report validation loss."""
    return export_split(duckdb, "validation", OUTPUT_DIR / "validation.jsonl")
# end_assets


# start_check
def validate_chat_jsonl(path: str, min_examples: int) -> dg.AssetCheckResult:
    problems: list[str] = []
    count = 0
    with open(path, encoding="utf-8") as handle:
        for line_number, line in enumerate(handle, start=1):
            count += 1
            try:
                roles = [m["role"] for m in json.loads(line)["messages"]]
            except (json.JSONDecodeError, KeyError, TypeError):
                problems.append(f"line {line_number}: not a chat example")
                continue
            if roles != ["system", "user", "assistant"]:
                problems.append(f"line {line_number}: unexpected roles {roles}")
    if count < min_examples:
        problems.append(f"only {count} examples, expected at least {min_examples}")
    return dg.AssetCheckResult(
        passed=not problems,
        metadata={"example_count": count, "problems": dg.MetadataValue.json(problems[:20])},
    )


@dg.asset_check(asset=training_file, blocking=True)
def training_file_is_valid_chat_jsonl(training_file: str) -> dg.AssetCheckResult:
    return validate_chat_jsonl(training_file, min_examples=100)


@dg.asset_check(asset=validation_file, blocking=True)
def validation_file_is_valid_chat_jsonl(validation_file: str) -> dg.AssetCheckResult:
    return validate_chat_jsonl(validation_file, min_examples=20)
# end_check
