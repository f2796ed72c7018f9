import pandas as pd

import dagster as dg
from dagster_teradata import TeradataPandasIOManager, TeradataResource

teradata = TeradataResource(
    host=dg.EnvVar("TERADATA_HOST"),
    user=dg.EnvVar("TERADATA_USER"),
    password=dg.EnvVar("TERADATA_PASSWORD"),
    database=dg.EnvVar("TERADATA_DATABASE"),
)


@dg.asset(key_prefix=["analytics"], kinds={"teradata"})
def customers() -> pd.DataFrame:
    """Stored by the I/O manager as the table analytics.customers."""
    return pd.DataFrame(
        {
            "customer_id": [101, 102, 103, 104],
            "country": ["DE", "FR", "DE", "US"],
            "lifetime_value": [1250.0, 310.5, 4890.0, 75.0],
        }
    )


# The input names its prefix: parameters do not inherit the asset's key_prefix.
@dg.asset(key_prefix=["analytics"], ins={"customers": dg.AssetIn(key_prefix=["analytics"])}, kinds={"teradata"})
def top_customers(customers: pd.DataFrame) -> pd.DataFrame:
    """Reads analytics.customers back as a DataFrame and writes analytics.top_customers."""
    return customers[customers["lifetime_value"] > 1000]


@dg.asset(deps=[top_customers], kinds={"teradata"})
def top_customer_count(teradata: TeradataResource) -> dg.MaterializeResult:
    # Plain SQL through the resource; True asks for the result rows back.
    rows = teradata.execute_queries(
        ["SELECT COUNT(*) FROM analytics.top_customers"], True
    )
    return dg.MaterializeResult(metadata={"result": str(rows)})


defs = dg.Definitions(
    assets=[customers, top_customers, top_customer_count],
    resources={
        "io_manager": TeradataPandasIOManager(teradata=teradata),
        "teradata": teradata,
    },
)
