import datahub.emitter.mce_builder as builder
from datahub.emitter.mcp import MetadataChangeProposalWrapper
from datahub.metadata.schema_classes import (
    DatasetLineageTypeClass,
    DatasetPropertiesClass,
    UpstreamClass,
    UpstreamLineageClass,
)

import dagster as dg
from dagster_datahub import DatahubRESTEmitterResource

RAW_ORDERS_URN = builder.make_dataset_urn("postgres", "shop.public.orders")
ORDERS_MART_URN = builder.make_dataset_urn("snowflake", "analytics.marts.orders_daily")


@dg.asset
def orders_daily(datahub: DatahubRESTEmitterResource) -> None:
    row_count = 48_120  # stand-in for the rows written to the mart

    emitter = datahub.get_emitter()
    emitter.emit(
        MetadataChangeProposalWrapper(
            entityUrn=ORDERS_MART_URN,
            aspect=DatasetPropertiesClass(
                description="One row per order and day, built by Dagster.",
                customProperties={
                    "dagster_asset": "orders_daily",
                    "row_count": str(row_count),
                },
            ),
        )
    )
    emitter.emit(
        MetadataChangeProposalWrapper(
            entityUrn=ORDERS_MART_URN,
            aspect=UpstreamLineageClass(
                upstreams=[
                    UpstreamClass(
                        dataset=RAW_ORDERS_URN,
                        type=DatasetLineageTypeClass.TRANSFORMED,
                    )
                ]
            ),
        )
    )


defs = dg.Definitions(
    assets=[orders_daily],
    resources={
        "datahub": DatahubRESTEmitterResource(
            connection=dg.EnvVar("DATAHUB_GMS_URL"),
            token=dg.EnvVar("DATAHUB_TOKEN"),
        )
    },
)
