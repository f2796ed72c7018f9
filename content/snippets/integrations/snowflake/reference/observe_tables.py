import dagster as dg
from dagster_snowflake import SnowflakeResource, fetch_last_updated_timestamps

raw_orders = dg.AssetSpec(key=["raw", "orders"])
raw_customers = dg.AssetSpec(key=["raw", "customers"])
TABLES = {raw_orders.key: "ORDERS", raw_customers.key: "CUSTOMERS"}


@dg.multi_observable_source_asset(specs=[raw_orders, raw_customers])
def raw_shop_tables(snowflake: SnowflakeResource):
    """Record when the tables a loader writes to last changed."""
    with snowflake.get_connection() as conn:
        updated = fetch_last_updated_timestamps(
            snowflake_connection=conn,
            database="RAW",
            schema="SHOP",  # as stored: upper case
            tables=list(TABLES.values()),
        )
    for key, table in TABLES.items():
        yield dg.ObserveResult(
            asset_key=key,
            metadata={"dagster/last_updated_timestamp": dg.MetadataValue.timestamp(updated[table])},
        )
