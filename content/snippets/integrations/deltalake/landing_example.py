import pandas as pd

import dagster as dg
from dagster_deltalake import S3Config
from dagster_deltalake_pandas import DeltaLakePandasIOManager


@dg.asset(key_prefix=["shop"], kinds={"deltalake", "pandas"})
def orders() -> pd.DataFrame:
    """Written to s3://acme-lake/delta/shop/orders."""
    return pd.DataFrame(
        {
            "order_id": [1001, 1002, 1003],
            "customer_id": [17, 42, 17],
            "amount": [120.0, 35.5, 80.25],
        }
    )


# The input names its prefix: parameters do not inherit the asset's key_prefix.
@dg.asset(key_prefix=["shop"], ins={"orders": dg.AssetIn(key_prefix=["shop"])}, kinds={"deltalake", "pandas"})
def customer_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Loaded from the orders table, written to shop/customer_revenue."""
    return orders.groupby("customer_id", as_index=False)["amount"].sum()


defs = dg.Definitions(
    assets=[orders, customer_revenue],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="s3://acme-lake/delta",
            storage_options=S3Config(
                access_key_id=dg.EnvVar("AWS_ACCESS_KEY_ID"),
                secret_access_key=dg.EnvVar("AWS_SECRET_ACCESS_KEY"),
                region="eu-west-1",
            ),
        )
    },
)
