import dagster as dg


@dg.asset
def web_orders() -> None: ...


@dg.asset
def store_orders() -> None: ...


@dg.asset
def combined_daily_sales() -> None: ...


combined_sales_job = dg.define_asset_job("combined_sales_job", selection=[combined_daily_sales])


@dg.multi_asset_sensor(
    monitored_assets=[dg.AssetKey("web_orders"), dg.AssetKey("store_orders")],
    job=combined_sales_job,
)
def both_order_sources_sensor(context: dg.MultiAssetSensorEvaluationContext):
    latest = context.latest_materialization_records_by_key()

    # Wait until both sources have a materialization the sensor hasn't consumed yet.
    if not all(latest.values()):
        missing = [key.to_user_string() for key, record in latest.items() if record is None]
        return dg.SkipReason(f"Still waiting for: {', '.join(missing)}")

    # Mark both materializations as consumed so the next run waits for new ones.
    context.advance_all_cursors()
    return dg.RunRequest()
