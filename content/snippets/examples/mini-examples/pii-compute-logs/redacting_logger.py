import logging
import re
import sys

import dagster as dg

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
PHONE = re.compile(r"\+?\d[\d\s().-]{7,}\d")


class RedactPersonalData(logging.Filter):
    """Masks email addresses and phone numbers in each record before it is formatted."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        message = EMAIL.sub("<email>", message)
        message = PHONE.sub("<phone>", message)
        record.msg = message
        record.args = None
        return True


@dg.logger(
    config_schema={"log_level": dg.Field(str, is_required=False, default_value="INFO")},
    description="Console logger that masks email addresses and phone numbers.",
)
def redacting_console_logger(init_context: dg.InitLoggerContext) -> logging.Logger:
    logger = logging.Logger("redacted_console", level=init_context.logger_config["log_level"])
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(RedactPersonalData())
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger.addHandler(handler)
    return logger


@dg.definitions
def loggers() -> dg.Definitions:
    # Replaces the default console logger for every job in the code location.
    return dg.Definitions(loggers={"console": redacting_console_logger})
