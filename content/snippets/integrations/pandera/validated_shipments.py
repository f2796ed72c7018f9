import pandas as pd
import pandera as pa
from dagster_pandera import pandera_schema_to_dagster_type
from pandera.typing import Series

import dagster as dg


class Shipments(pa.DataFrameModel):
    shipment_id: Series[int] = pa.Field(unique=True)
    order_id: Series[int]
    carrier: Series[str] = pa.Field(isin=["dhl", "ups", "postnl"])
    weight_kg: Series[float] = pa.Field(gt=0, le=30)
    ordered_at: Series[pd.Timestamp]
    shipped_at: Series[pd.Timestamp] = pa.Field(nullable=True)

    # A cross-column rule, something plain column constraints cannot express.
    @pa.dataframe_check
    def shipped_after_ordered(cls, df: pd.DataFrame) -> Series[bool]:
        return df["shipped_at"].isna() | (df["shipped_at"] >= df["ordered_at"])

    class Config:
        name = "Shipments"
        description = "One row per parcel handed to a carrier."
        strict = True  # reject columns that are not declared above


ShipmentsType = pandera_schema_to_dagster_type(Shipments)


@dg.asset(dagster_type=ShipmentsType)
def shipments() -> pd.DataFrame:
    # Stand-in for the carrier integration's export.
    return pd.DataFrame(
        {
            "shipment_id": [7001, 7002, 7003],
            "order_id": [1041, 1042, 1043],
            "carrier": ["dhl", "postnl", "ups"],
            "weight_kg": [1.2, 0.4, 7.9],
            "ordered_at": pd.to_datetime(["2024-06-01 09:12", "2024-06-01 17:40", "2024-06-02 08:03"]),
            "shipped_at": pd.to_datetime(["2024-06-02 11:00", None, "2024-06-02 15:30"]),
        }
    )


@dg.asset
def shipments_per_carrier(shipments: pd.DataFrame) -> pd.DataFrame:
    return shipments.groupby("carrier", as_index=False).agg(parcels=("shipment_id", "count"))


defs = dg.Definitions(assets=[shipments, shipments_per_carrier])
