import json
import logging
from datetime import datetime, timezone

import dagster as dg


class JsonLineFormatter(logging.Formatter):
    """Formats each record as a single line of JSON, easy to ship to a log platform."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.fromtimestamp(record.created, tz=timezone.utc).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        return json.dumps(entry)


@dg.logger(
    config_schema={
        "log_level": dg.Field(str, is_required=False, default_value="INFO"),
        "name": dg.Field(str, is_required=False, default_value="dagster_json"),
    },
    description="Writes one JSON object per line to standard error.",
)
def json_lines_logger(init_context: dg.InitLoggerContext) -> logging.Logger:
    level = init_context.logger_config["log_level"]
    name = init_context.logger_config["name"]

    logger = logging.Logger(name, level=level)
    handler = logging.StreamHandler()
    handler.setFormatter(JsonLineFormatter())
    logger.addHandler(handler)
    return logger
