import pandas as pd

import dagster as dg
from dagster_gcp import BigQueryResource
from dagster_gcp_pandas import BigQueryPandasIOManager


@dg.asset(key_prefix=["shop"], kinds={"bigquery", "pandas"})
def orders() -> pd.DataFrame:
    """Orders pulled from the shop's API; stored as the table shop.orders."""
    return pd.DataFrame(
        {
            "order_id": [1001, 1002, 1003, 1004],
            "customer_id": [17, 23, 17, 42],
            "amount": [25.00, 99.90, 12.50, 40.00],
        }
    )


@dg.asset(
    key_prefix=["shop"],
    ins={"orders": dg.AssetIn(key_prefix=["shop"])},
    kinds={"bigquery", "pandas"},
)
def customer_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Loaded from shop.orders, aggregated in pandas, stored as shop.customer_revenue."""
    return orders.groupby("customer_id", as_index=False)["amount"].sum()


@dg.asset(deps=[customer_revenue], kinds={"bigquery"})
def top_customers_view(bigquery: BigQueryResource) -> None:
    """A view that BI tools query directly; built with SQL, not through the I/O manager."""
    with bigquery.get_client() as client:
        client.query(
            """
            CREATE OR REPLACE VIEW shop.top_customers AS
            SELECT customer_id, amount FROM shop.customer_revenue
            ORDER BY amount DESC LIMIT 100
            """
        ).result()


defs = dg.Definitions(
    assets=[orders, customer_revenue, top_customers_view],
    resources={
        "io_manager": BigQueryPandasIOManager(
            project=dg.EnvVar("GCP_PROJECT"),
            location="US",
        ),
        "bigquery": BigQueryResource(project=dg.EnvVar("GCP_PROJECT"), location="US"),
    },
)
