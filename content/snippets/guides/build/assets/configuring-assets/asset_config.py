import dagster as dg


class OrdersExportConfig(dg.Config):
    region: str = "emea"
    min_amount: float = 0.0
    include_refunds: bool = False


@dg.asset
def orders_export(context: dg.AssetExecutionContext, config: OrdersExportConfig) -> dg.MaterializeResult:
    context.log.info(
        f"Exporting orders for region={config.region} "
        f"with amount >= {config.min_amount} (refunds: {config.include_refunds})"
    )
    exported = 128  # replace with the real export
    return dg.MaterializeResult(metadata={"region": config.region, "exported_rows": exported})
