import pandas as pd
from dagster_pandas import (
    PandasColumn,
    RowCountConstraint,
    StrictColumnsConstraint,
    create_dagster_pandas_dataframe_type,
)

import dagster as dg

OrdersDataFrame = create_dagster_pandas_dataframe_type(
    name="OrdersDataFrame",
    description="Cleaned orders: one row per order, amounts in EUR.",
    columns=[
        PandasColumn.integer_column("order_id", unique=True, non_nullable=True),
        PandasColumn.integer_column("customer_id", non_nullable=True),
        PandasColumn.float_column("amount", min_value=0.0, non_nullable=True),
        PandasColumn.categorical_column(
            "status", categories={"placed", "shipped", "delivered", "cancelled"}
        ),
        PandasColumn.datetime_column("ordered_at", non_nullable=True),
        # Optional column: validated when present, skipped when absent.
        PandasColumn.string_column("coupon_code", is_required=False),
    ],
    dataframe_constraints=[
        StrictColumnsConstraint(
            ["order_id", "customer_id", "amount", "status", "ordered_at", "coupon_code"]
        )
    ],
    # Runs on DataFrames that passed the check; the result is shown with the type check.
    metadata_fn=lambda df: {
        "row_count": len(df),
        "revenue": float(df["amount"].sum()),
    },
)

ShippingZonesDataFrame = create_dagster_pandas_dataframe_type(
    name="ShippingZonesDataFrame",
    columns=[
        PandasColumn.string_column("zone", unique=True, non_nullable=True),
        PandasColumn.float_column("base_fee", min_value=0.0),
    ],
    # A fixed reference table: exactly four zones.
    dataframe_constraints=[RowCountConstraint(4)],
)


@dg.asset
def raw_orders() -> pd.DataFrame:
    # Stand-in for an extract from the shop database.
    return pd.DataFrame(
        {
            "order_id": [1041, 1042, 1043],
            "customer_id": [10, 11, 10],
            "amount": ["19.50", "42.00", "7.25"],
            "status": ["shipped", "placed", "delivered"],
            "ordered_at": ["2024-06-01 09:12", "2024-06-01 17:40", "2024-06-02 08:03"],
        }
    )


@dg.asset(dagster_type=OrdersDataFrame)
def clean_orders(raw_orders: pd.DataFrame) -> pd.DataFrame:
    return raw_orders.assign(
        amount=raw_orders["amount"].astype(float),
        ordered_at=pd.to_datetime(raw_orders["ordered_at"]),
    )


@dg.asset(dagster_type=ShippingZonesDataFrame)
def shipping_zones() -> pd.DataFrame:
    return pd.DataFrame(
        {"zone": ["domestic", "eu", "europe_other", "world"], "base_fee": [3.9, 7.5, 12.0, 19.0]}
    )


defs = dg.Definitions(assets=[raw_orders, clean_orders, shipping_zones])
