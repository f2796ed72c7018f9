import dagster as dg


# Computed in Python, stored in Snowflake.
@dg.asset(kinds={"python", "snowflake"})
def customer_segments() -> None: ...


# In a multi-asset, set kinds per asset on each spec.
@dg.multi_asset(
    specs=[
        dg.AssetSpec("stripe_charges", kinds={"stripe", "duckdb"}),
        dg.AssetSpec("stripe_refunds", kinds={"stripe", "duckdb"}),
    ]
)
def stripe_sync():
    yield dg.MaterializeResult(asset_key="stripe_charges")
    yield dg.MaterializeResult(asset_key="stripe_refunds")


# Kinds that describe the data rather than the technology work too.
@dg.asset(kinds={"dashboard", "tableau"})
def revenue_dashboard() -> None: ...
