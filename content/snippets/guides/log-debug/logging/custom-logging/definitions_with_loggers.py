import dagster as dg

from .json_logger import json_lines_logger


@dg.asset
def customer_signups(context: dg.AssetExecutionContext) -> int:
    signups = 128
    context.log.info(f"Counted {signups} signups")
    return signups


# start_defs
@dg.definitions
def loggers() -> dg.Definitions:
    # Every job in this code location, including the implicit job used when you
    # materialize assets from the UI, now sends its logs to both loggers.
    return dg.Definitions(
        loggers={
            "console": dg.colored_console_logger,
            "json": json_lines_logger,
        },
    )
# end_defs
