import os

from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    warehouse_url = os.environ["WAREHOUSE_URL"]
    region = pipes.get_extra("region")
    include_inactive = pipes.extras.get("include_inactive", False)

    pipes.log.info(f"Exporting {region} customers from {warehouse_url}")
    # ... export logic ...
    pipes.report_asset_materialization(metadata={"region": region})
