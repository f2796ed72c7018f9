import dagster as dg


@dg.asset
def orders() -> None: ...


@dg.asset
def payments() -> None: ...


reconcile_job = dg.define_asset_job("reconcile_job", selection=[orders, payments])


# start_after
# 1.1 and later: the assets a multi-asset sensor watches are given with `monitored_assets`.
@dg.multi_asset_sensor(
    monitored_assets=[dg.AssetKey("orders"), dg.AssetKey("payments")],
    job=reconcile_job,
)
def orders_and_payments_sensor(context: dg.MultiAssetSensorEvaluationContext):
    records = context.latest_materialization_records_by_key()
    if all(records.values()):
        context.advance_all_cursors()
        return dg.RunRequest()
    return None
# end_after


defs = dg.Definitions(
    assets=[orders, payments], jobs=[reconcile_job], sensors=[orders_and_payments_sensor]
)
