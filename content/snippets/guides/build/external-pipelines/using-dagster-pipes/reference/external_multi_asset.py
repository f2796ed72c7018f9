from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    # With more than one asset in scope, every report must name its asset key.
    pipes.report_asset_materialization(asset_key="orders_clean", metadata={"row_count": 1840})
    pipes.report_asset_materialization(
        asset_key="customers_clean", metadata={"row_count": 312}
    )
