from pathlib import Path
from typing import Any

import pandas as pd
import yaml

import dagster as dg

CONTRACTS_DIR = Path(__file__).parent / "contracts"


def load_contract(asset_name: str) -> dict[str, Any]:
    return yaml.safe_load((CONTRACTS_DIR / f"{asset_name}.yaml").read_text())


def table_schema(contract: dict[str, Any]) -> dg.TableSchema:
    return dg.TableSchema(
        columns=[
            dg.TableColumn(
                column["name"],
                column["type"],
                description=column.get("description"),
                constraints=dg.TableColumnConstraints(
                    nullable=column.get("nullable", True), unique=column.get("unique", False)
                ),
            )
            for column in contract["columns"]
        ]
    )


def violations(df: pd.DataFrame, contract: dict[str, Any]) -> list[str]:
    found = []
    expected = [column["name"] for column in contract["columns"]]
    missing, extra = set(expected) - set(df.columns), set(df.columns) - set(expected)
    if missing or extra:
        return [f"columns differ: missing {sorted(missing)}, unexpected {sorted(extra)}"]
    for column in contract["columns"]:
        values = df[column["name"]]
        if not column.get("nullable", True) and values.isna().any():
            found.append(f"{column['name']}: {int(values.isna().sum())} nulls")
        if column.get("unique") and values.duplicated().any():
            found.append(f"{column['name']}: {int(values.duplicated().sum())} duplicates")
        if "allowed" in column and not values.dropna().isin(column["allowed"]).all():
            bad = sorted(set(values.dropna()) - set(column["allowed"]))
            found.append(f"{column['name']}: unexpected values {bad[:5]}")
    return found


def contract_check_spec(contract: dict[str, Any]) -> dg.AssetCheckSpec:
    return dg.AssetCheckSpec("meets_contract", asset=contract["asset"], blocking=True)


def contract_check_result(df: pd.DataFrame, contract: dict[str, Any]) -> dg.AssetCheckResult:
    problems = violations(df, contract)
    return dg.AssetCheckResult(
        check_name="meets_contract",
        passed=not problems,
        metadata={"violations": dg.MetadataValue.json(problems)},
    )
