import dagster as dg

# A job that always materializes `orders_export` for the APAC region.
apac_orders_export_job = dg.define_asset_job(
    name="apac_orders_export_job",
    selection='key:"orders_export"',
    config=dg.RunConfig(
        ops={"orders_export": {"config": {"region": "apac", "min_amount": 10.0}}},
    ),
)
