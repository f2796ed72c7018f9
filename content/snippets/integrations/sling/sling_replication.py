from pathlib import Path

import dagster as dg
from dagster_sling import SlingConnectionResource, SlingResource, sling_assets

# Resolve the replication file next to this module, not relative to the working directory.
REPLICATION_PATH = Path(__file__).parent / "replication.yaml"

shop_postgres = SlingConnectionResource(
    name="SHOP_POSTGRES",
    type="postgres",
    host=dg.EnvVar("SHOP_PG_HOST"),
    user=dg.EnvVar("SHOP_PG_USER"),
    password=dg.EnvVar("SHOP_PG_PASSWORD"),
    database="shop",
)

warehouse = SlingConnectionResource(
    name="WAREHOUSE",
    type="snowflake",
    host=dg.EnvVar("SNOWFLAKE_HOST"),
    user=dg.EnvVar("SNOWFLAKE_USER"),
    password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
    database="ANALYTICS",
    warehouse="LOADING",
    role="LOADER",
)


@sling_assets(replication_config=REPLICATION_PATH)
def shop_replication(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from sling.replicate(context=context).fetch_row_count()


@dg.asset(deps=[dg.AssetKey(["target", "public", "orders"])], group_name="analytics")
def customer_lifetime_value(context: dg.AssetExecutionContext) -> None:
    context.log.info("Computing lifetime value from the replicated orders table")


defs = dg.Definitions(
    assets=[shop_replication, customer_lifetime_value],
    resources={"sling": SlingResource(connections=[shop_postgres, warehouse])},
)
