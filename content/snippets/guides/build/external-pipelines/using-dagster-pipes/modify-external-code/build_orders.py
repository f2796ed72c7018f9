from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    # ... build clean_orders ...
    pipes.report_asset_materialization(asset_key="clean_orders", metadata={"rows": 1200})
    # ... build order_totals from it ...
    pipes.report_asset_materialization(asset_key="order_totals", metadata={"rows": 31})
