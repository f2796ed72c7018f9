import dagster as dg

# Written by a vendor's SFTP job; Dagster never computes it.
vendor_prices = dg.AssetSpec("vendor_prices", description="Price list dropped by the vendor")


def newest_vendor_file() -> tuple[str, int]:
    """Stands in for listing the SFTP folder: (file name, modification time)."""
    return "prices_2025_03_01.csv", 1740787200


@dg.sensor(minimum_interval_seconds=300)
def vendor_prices_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    name, mtime = newest_vendor_file()
    if context.cursor == str(mtime):
        return dg.SensorResult(skip_reason="no new price list")
    # Record the external update: downstream automation and the catalog see a new materialization.
    return dg.SensorResult(
        asset_events=[
            dg.AssetMaterialization(asset_key="vendor_prices", metadata={"file": name})
        ],
        cursor=str(mtime),
    )


defs = dg.Definitions(assets=[vendor_prices], sensors=[vendor_prices_sensor])
