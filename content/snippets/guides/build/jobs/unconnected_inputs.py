import csv
from typing import Any

import dagster as dg


# start_config_input
@dg.op
def count_rows(context: dg.OpExecutionContext, file_path: str) -> int:
    with open(file_path) as f:
        count = sum(1 for _ in csv.reader(f)) - 1
    context.log.info(f"{file_path} has {count} data rows")
    return count


@dg.job
def row_count_job():
    count_rows()
# end_config_input


# start_default_value
@dg.op(ins={"region": dg.In(str, default_value="emea")})
def regional_report(context: dg.OpExecutionContext, region: str) -> None:
    context.log.info(f"Building report for {region}")


@dg.job
def regional_report_job():
    regional_report()
# end_default_value


# start_input_manager
class WarehouseTableLoader(dg.InputManager):
    """Loads a table that no op in the job produces."""

    def __init__(self, schema: str):
        self._schema = schema

    def load_input(self, context: dg.InputContext) -> Any:
        table = context.definition_metadata["table"]
        context.log.info(f"Reading {self._schema}.{table}")
        return [{"customer_id": 17, "segment": "enterprise"}]  # replace with a real query


@dg.input_manager
def warehouse_table_loader(init_context: dg.InitResourceContext) -> WarehouseTableLoader:
    return WarehouseTableLoader(schema="analytics")


@dg.op(
    ins={
        "customers": dg.In(
            input_manager_key="warehouse_loader",
            metadata={"table": "customers"},
        )
    }
)
def segment_counts(customers: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in customers:
        counts[row["segment"]] = counts.get(row["segment"], 0) + 1
    return counts


@dg.job(resource_defs={"warehouse_loader": warehouse_table_loader})
def segment_job():
    segment_counts()
# end_input_manager
