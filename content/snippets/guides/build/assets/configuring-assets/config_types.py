from typing import Literal, Optional

from pydantic import Field

import dagster as dg


class BackfillWindowConfig(dg.Config):
    start_date: str = Field(description="First day to load, as YYYY-MM-DD")
    end_date: Optional[str] = Field(default=None, description="Last day to load; defaults to today")
    channels: list[str] = ["web", "mobile"]
    mode: Literal["append", "overwrite"] = "append"


@dg.asset
def web_sessions(config: BackfillWindowConfig) -> None:
    ...
