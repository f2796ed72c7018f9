import dagster as dg


@dg.asset
def customers(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    rows = [{"customer_id": 17, "name": "Ada"}, {"customer_id": 23, "name": "Grace"}]
    context.log.info(f"Loaded {len(rows)} customers")
    return dg.MaterializeResult(metadata={"dagster/row_count": len(rows)})
