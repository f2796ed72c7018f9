import dagster as dg

from .json_logger import json_lines_logger


@dg.op
def count_refunds(context: dg.OpExecutionContext) -> int:
    refunds = 7
    context.log.info(f"Found {refunds} refunds")
    return refunds


@dg.job(logger_defs={"json": json_lines_logger})
def refunds_job() -> None:
    count_refunds()
