import dagster as dg


# Dependencies can be declared by key, which is useful when the upstream asset
# lives in another module, another code location, or outside Dagster entirely.
@dg.asset(
    deps=[
        "raw_orders",
        dg.AssetKey(["marketing", "campaign_touches"]),
    ]
)
def attributed_orders() -> None: ...
