import pandas as pd

import dagster as dg
from dagster_iceberg.config import IcebergCatalogConfig
from dagster_iceberg.resource import IcebergTableResource


@dg.asset
def refunds_last_quarter(payments_table: IcebergTableResource) -> pd.DataFrame:
    table = payments_table.load()  # a pyiceberg.table.Table
    return table.scan(
        row_filter="status == 'refunded'",
        selected_fields=("payment_id", "amount", "refunded_at"),
    ).to_pandas()


defs = dg.Definitions(
    assets=[refunds_last_quarter],
    resources={
        "payments_table": IcebergTableResource(
            name="lakehouse",
            namespace="finance",
            table="payments",
            config=IcebergCatalogConfig(
                properties={"type": "rest", "uri": "https://catalog.acme.internal"}
            ),
        )
    },
)
