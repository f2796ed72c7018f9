from enum import Enum
from typing import Literal, Optional, Union

from pydantic import Field, field_validator

import dagster as dg


# start_metadata
class BackfillWindowConfig(dg.Config):
    days: int = Field(
        default=7,
        gt=0,
        le=90,
        description="How many days of orders to reprocess, counting back from today.",
    )


# end_metadata


# start_optional
class NotificationConfig(dg.Config):
    channel: str = "#data-alerts"  # optional: has a default
    mention: Optional[str] = None  # optional: defaults to None
    recipient: Optional[str] = Field(...)  # required, but may be explicitly set to None


# end_optional


# start_collections
class SegmentConfig(dg.Config):
    countries: list[str] = ["US", "CA"]
    discount_by_tier: dict[str, float] = {"gold": 0.15, "silver": 0.05}


# end_collections


# start_nested
class ThresholdConfig(dg.Config):
    warn_above: float
    fail_above: float


class QualityConfig(dg.Config):
    null_rate: ThresholdConfig
    duplicate_rate: ThresholdConfig
    per_table: dict[str, ThresholdConfig] = {}


# end_nested


# start_permissive
class ExtraFiltersConfig(dg.PermissiveConfig):
    table: str


@dg.asset
def filtered_orders(context: dg.AssetExecutionContext, config: ExtraFiltersConfig) -> None:
    # Declared fields are typed; any other keys in the config are allowed too.
    extras = {k: v for k, v in config.dict().items() if k != "table"}
    context.log.info(f"Filtering {config.table} with {extras}")


# end_permissive


# start_union
class S3Source(dg.Config):
    kind: Literal["s3"] = "s3"
    bucket: str
    prefix: str = ""


class PostgresSource(dg.Config):
    kind: Literal["postgres"] = "postgres"
    table: str


class IngestConfig(dg.Config):
    source: Union[S3Source, PostgresSource] = Field(discriminator="kind")


@dg.asset
def ingested_orders(context: dg.AssetExecutionContext, config: IngestConfig) -> None:
    if isinstance(config.source, S3Source):
        context.log.info(f"Reading s3://{config.source.bucket}/{config.source.prefix}")
    else:
        context.log.info(f"Reading table {config.source.table}")


# end_union


# start_enum
class Priority(Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


class ReprocessConfig(dg.Config):
    priority: Priority = Priority.NORMAL


@dg.asset
def reprocessed_orders(context: dg.AssetExecutionContext, config: ReprocessConfig) -> None:
    if config.priority == Priority.URGENT:
        context.log.warning("Urgent reprocessing requested")


# end_enum


# start_validator
class DateRangeConfig(dg.Config):
    start_date: str
    end_date: str

    @field_validator("start_date", "end_date")
    @classmethod
    def must_be_iso_date(cls, value: str) -> str:
        from datetime import date

        date.fromisoformat(value)  # raises ValueError for anything else
        return value


# end_validator
